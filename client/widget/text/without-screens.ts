/**
 * Texts that exist without screens: identity-document and selfie upload on mobile, the
 * organisation switcher, the privacy-consent dialog and onboarding steps. Kept so overrides and future
 * screens share one catalogue.
 */
export const WITHOUT_SCREENS_TEXT = {
  'org.switcher.label': 'Organization',
  'gdpr.dialog.title': 'We value your privacy',
  'gdpr.dialog.subtitle': 'We use cookies to improve your experience. Learn more in our Cookie policy.',
  'gdpr.dialog.accept': 'Accept all',
  'gdpr.dialog.reject': 'Reject all',
  'gdpr.dialog.customize': 'Customize',
  'gdpr.dialog.save': 'Save settings',
  'gdpr.consent.necessary.title': 'Necessary cookies',
  'gdpr.consent.necessary.description':
    'Cookies that are essential to provide the service you have requested or which are required to comply with legal requirements, like data protection laws.',
  'gdpr.consent.analytics.title': 'Analytics',
  'gdpr.consent.analytics.description':
    'Cookies that are used for analytics or performance measurement purposes, like counting the number of unique visitors to our site, how long you stay on the site, and what parts of our site you visit.',
  'gdpr.consent.marketing.title': 'Marketing',
  'gdpr.consent.marketing.description':
    'Cookies that are used to display advertising personalised to you (whether on or off our site) based on your browsing and profile.',
  'gdpr.consent.retargeting.title': 'Retargeting',
  'gdpr.consent.retargeting.description':
    'Cookies that are used to display advertising personalised to you (whether on or off our site) based on your browsing and profile.',
  'gdpr.consent.tracking.title': 'Tracking',
  'gdpr.consent.tracking.description':
    'Cookies that track your online behaviour, such as clicks, preferences, device specifications, location, and search history. This data helps in targeted advertising and gathering website analytics.',
  'gdpr.dialog.error.title': 'Oops!',
  'gdpr.dialog.error.subtitle': 'Looks like something went wrong...',
  'onboarding.actions.previous': 'Previous',
  'onboarding.actions.continue': 'Continue',
  'kyc.mobile.title': 'Verify your identity',
  'kyc.mobile.subtitle': 'Continue on your phone to take pictures of your document.',
  'kyc.document.choose': 'Choose a document type',
  'kyc.document.idCard': 'ID card',
  'kyc.document.idCard.front': 'Front of your ID card',
  'kyc.document.idCard.back': 'Back of your ID card',
  'kyc.document.driverLicense': 'Driver license',
  'kyc.document.driverLicense.front': 'Front of your driver license',
  'kyc.document.driverLicense.back': 'Back of your driver license',
  'kyc.document.passport': 'Passport',
  'kyc.document.passport.photoPage': 'Photo page of your passport',
  'kyc.document.capture': 'Take a photo',
  'kyc.document.retake': 'Retake',
  'kyc.upload.success': 'Upload was successful.',
  'kyc.upload.inProgress': 'Uploading...',
  'kyc.image.ok': 'Image looks good',
  'kyc.image.blurry': 'The image is blurry. Hold the document still and try again.',
  'kyc.image.cutOff': 'Part of the document is cut off. Fit the whole document in the frame.',
  'kyc.image.noDocument': 'No document found in the image.',
  'kyc.image.glare': 'There is glare on the document. Avoid direct light.',
  'kyc.selfie.title': 'Selfie Check',
  'kyc.selfie.message': 'Take a selfie so we can match it with your document.',
  'kyc.selfie.capture': 'Take a selfie',
  'kyc.selfie.noFace': 'Face not detected. Look straight at the camera.',
  'kyc.selfie.multipleFaces': 'More than one face detected.',
  'kyc.done.title': 'Thank you',
  'kyc.done.message': 'Your documents were submitted for review.',
} as const;
