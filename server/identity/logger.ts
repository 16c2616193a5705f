export { silentLogger, type Logger } from '../../node/log/logger.ts';
