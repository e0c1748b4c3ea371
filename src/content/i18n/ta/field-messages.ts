// What the forms' checks and the gateway say about a field or a limit, in Tamil.
import type * as en from '../en/field-messages';
import type { Translation } from '../translation';

export const fieldMessages: Translation<typeof en.fieldMessages> = {
  missing: {
    name: 'உங்கள் பெயரை உள்ளிடவும்',
    email: 'உங்கள் மின்னஞ்சல் முகவரியை உள்ளிடவும்',
    phone: 'உங்கள் தொலைபேசி எண்ணை உள்ளிடவும்',
    companyName: 'உங்கள் நிறுவனப் பெயரை உள்ளிடவும்',
    message: 'உங்கள் செய்தியை உள்ளிடவும்',
    applicationName: 'பயன்பாட்டைத் தேர்ந்தெடுக்கவும்',
  },
};

export const limitMessages: Translation<typeof en.limitMessages> = {
  resumeTooLarge: 'பயோடேட்டா 5 MB அல்லது அதற்குக் குறைவாக இருக்க வேண்டும்.',
  tooLong: (label, max) => `${label}: அதிகபட்சம் ${max} எழுத்துகள் மட்டுமே.`,
  bodyTooLarge: 'அனுப்பியது மிகப் பெரியது.',
  originNotAllowed: 'இந்த இணையதளத்திலிருந்து படிவங்களை அனுப்ப அனுமதி இல்லை.',
  rateLimited: 'பல முறை அனுப்பப்பட்டுள்ளது. ஒரு நிமிடம் கழித்து மீண்டும் முயலவும்.',
  serviceUnavailable: 'இப்போது செய்தியைச் சேமிக்க முடியவில்லை. மீண்டும் முயலவும்.',
  invalidResume: 'பதிவேற்றிய பயோடேட்டா கிடைக்கவில்லை. கோப்பை மீண்டும் தேர்ந்தெடுக்கவும்.',
  network: 'சர்வருடன் இணைப்பு இல்லை. உங்கள் இணைப்பைச் சரிபார்த்து மீண்டும் முயலவும்.',
  rateLimitedFor: (seconds) =>
    `பல முறை அனுப்பப்பட்டுள்ளது. ${seconds} ${seconds === 1 ? 'விநாடி' : 'விநாடிகள்'} கழித்து மீண்டும் முயலவும்.`,
  invalidJson: 'அனுப்பியதைப் படிக்க முடியவில்லை. மீண்டும் அனுப்பவும்.',
  notJson: 'படிவங்கள் JSON வடிவில் அனுப்பப்பட வேண்டும்.',
  methodNotAllowed: 'இந்த முகவரி படிவங்களை மட்டுமே ஏற்கும்.',
  unknownRoute: 'இந்த முகவரியில் எதுவும் இல்லை.',
  cancelled: 'அனுப்புவது ரத்து செய்யப்பட்டது.',
  notConfigured: 'படிவச் சேவை அமைக்கப்படவில்லை.',
  controlCharacters: (label) => `${label}: கட்டுப்பாட்டு எழுத்துகள் இருக்கக் கூடாது.`,
  directionControls: (label) => `${label}: மறைந்த உரை-திசை எழுத்துகள் இருக்கக் கூடாது.`,
  invisibleCharacters: (label) => `${label}: கண்ணுக்குத் தெரியாத எழுத்துகள் இருக்கக் கூடாது.`,
  encodedWords: (label) =>
    `${label}: "=?" இருக்கக் கூடாது; மின்னஞ்சல் நிரல்கள் அதைக் குறியிடப்பட்ட உரையாகப் படிக்கின்றன.`,
  resumeFileName: 'பயோடேட்டா கோப்பின் பெயர்',
  idReused: 'இந்தப் படிவம் வேறு உள்ளடக்கத்துடன் ஏற்கெனவே பெறப்பட்டது. உங்கள் மாற்றங்களைச் சேமிக்க மீண்டும் அனுப்பவும்.',
  tooSlow: 'படிவம் மிக மெதுவாக வந்து சேர்ந்தது. உங்கள் இணைப்பைச் சரிபார்த்து மீண்டும் முயலவும்.',
  forbiddenField: 'படிவத்தில் அனுமதி இல்லாத புலப் பெயர் உள்ளது.',
};
