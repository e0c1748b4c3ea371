import { describe, expect, it } from 'vitest';
import { COMPANY } from './company';
import { currentNotice } from './current-notice';
import { EN_CAREER } from './current-notice-career';
import { EN_CURRENT_NOTICE } from './current-notice-site';
import {
  NOTICE_KINDS,
  NOTICE_VERSION,
  OPTIONAL_CONSENTS,
  PRIVACY_PAGE_URL,
  loadNoticeLanguage,
  noticeLanguages,
  noticeParts,
  noticeText,
  periodText,
} from './privacy-notice';
import { RETENTION_DAYS } from './retention';

const RIGHTS =
  'You can ask to see, correct or delete your data, withdraw your consent, or name someone to act for you, at any time.';
const CONTACT_LINES = [
  'Grievance officer: Meera Joshi, privacy@kalparesins.example.',
  'Read our privacy policy',
];

// What visitors were shown under version 2026-11-25. Stored consents hash this text, so it must
// never change under that version: new words, a new officer or new periods are a new version.
const PUBLISHED_2026_11_25 = {
  contact: [
    "We use your name, e-mail address, phone number, company name and message only to answer you. If you write to us on a dealer's website, that dealer gets a copy. We keep them for 2 years, then delete them.",
    RIGHTS,
    ...CONTACT_LINES,
    'Send me product updates',
  ],
  inquiry: [
    "We use your name, phone number, company name and message only to answer your enquiry. If you send it on a dealer's website, that dealer gets a copy. We keep them for 2 years, then delete them.",
    RIGHTS,
    ...CONTACT_LINES,
    'Send me product updates',
  ],
  career: [
    'We use your name, e-mail address, phone number, message and CV only to consider you for jobs with us. Dealers never see them. We delete them after 1 year, or after 2 years if you ask us to keep your CV.',
    RIGHTS,
    ...CONTACT_LINES,
    'Keep my CV for future openings',
  ],
  quotation: [
    'We use your name, company name, e-mail address, phone number, address and the products you chose only to prepare your quotation. We keep them for 2 years, then delete them.',
    RIGHTS,
    ...CONTACT_LINES,
    'Send me product updates',
  ],
  review: [
    'We use your name, e-mail address, rating and review only to check your review and perhaps publish it here. We never publish your e-mail address. We keep them for 2 years, then delete them.',
    RIGHTS,
    ...CONTACT_LINES,
    'Show my name with my review',
  ],
  sample: [
    'We use your name, company name, e-mail address, phone number, delivery address and what you will test only to send your sample and follow it up. If you send it through a dealer, that dealer gets a copy. We keep them for 2 years, then delete them.',
    RIGHTS,
    ...CONTACT_LINES,
    'Send me product updates',
  ],
};

describe('the privacy notice beside each submit button', () => {
  it.each(NOTICE_KINDS)('shows the %s form the text published under 2026-11-25', (kind) => {
    expect(noticeText(kind, 'en', '2026-11-25')).toBe(PUBLISHED_2026_11_25[kind].join('\n'));
  });

  it('shows under 2026-11-28 that a dealer chosen here gets a copy of an inquiry, and every other form the words of 2026-11-25', () => {
    for (const kind of NOTICE_KINDS) {
      const lines =
        kind === 'inquiry'
          ? [
              "We use your name, phone number, company name and message only to answer your enquiry. If you send it on a dealer's website, or through a dealer you choose here, that dealer gets a copy. We keep them for 2 years, then delete them.",
              ...PUBLISHED_2026_11_25.inquiry.slice(1),
            ]
          : PUBLISHED_2026_11_25[kind];
      expect(noticeText(kind, 'en', '2026-11-28')).toBe(lines.join('\n'));
    }
  });

  it('is version 2026-11-28 now, in English', () => {
    expect(NOTICE_VERSION).toBe('2026-11-28');
    expect(noticeLanguages()).toEqual(['en']);
    expect(noticeText('contact', 'en')).toBe(noticeText('contact', 'en', NOTICE_VERSION));
  });

  it('has no notice for an unknown version or language', () => {
    expect(noticeText('contact', 'en', '2020-01-01')).toBeUndefined();
    expect(noticeText('contact', 'xx')).toBeUndefined();
    expect(noticeText('contact', 'constructor')).toBeUndefined();
    expect(noticeText('contact', 'en', 'toString')).toBeUndefined();
    expect(noticeParts('contact', 'ta')).toBeUndefined();
    expect(noticeLanguages('2020-01-01')).toEqual([]);
  });

  it.each(NOTICE_KINDS)(
    'tells the %s form its retention period, the officer and the policy link',
    (kind) => {
      const text = noticeText(kind, 'en')!;
      const days = kind === 'career' ? RETENTION_DAYS.career : RETENTION_DAYS[kind];
      expect(text).toContain(` ${periodText(days, 'en')}`);
      const { name, email } = COMPANY.grievanceOfficer;
      expect(text).toContain(`${name}, ${email.display}`);
      expect(text).not.toMatch(/[{}]/);
    },
  );

  it('tells a career applicant the longer period that keeping the CV means', () => {
    expect(noticeText('career', 'en')).toContain(
      `after ${periodText(RETENTION_DAYS.careerKept, 'en')} if you ask us to keep your CV`,
    );
  });

  it('renders from parts whose text is exactly the notice text, with two links', () => {
    for (const kind of NOTICE_KINDS) {
      const parts = noticeParts(kind, 'en')!;
      const lines = [
        ...parts.paragraphs.map((runs) => runs.map((run) => run.text).join('')),
        ...parts.consents.map((consent) => consent.label),
      ];
      expect(lines.join('\n')).toBe(noticeText(kind, 'en'));
      const links = parts.paragraphs.flat().filter((run) => run.link);
      expect(links).toEqual([
        {
          text: COMPANY.grievanceOfficer.email.display,
          link: 'email',
          href: COMPANY.grievanceOfficer.email.href,
        },
        { text: 'Read our privacy policy', link: 'privacyPage', href: PRIVACY_PAGE_URL },
      ]);
    }
    expect(PRIVACY_PAGE_URL).toBe(`${COMPANY.website}/#/privacy`);
  });

  it('offers each optional choice as its own checkbox', () => {
    expect(OPTIONAL_CONSENTS).toEqual({
      contact: [{ key: 'updates', label: 'Send me product updates' }],
      inquiry: [{ key: 'updates', label: 'Send me product updates' }],
      career: [{ key: 'keepCv', label: 'Keep my CV for future openings' }],
      quotation: [{ key: 'updates', label: 'Send me product updates' }],
      review: [{ key: 'showName', label: 'Show my name with my review' }],
      sample: [{ key: 'updates', label: 'Send me product updates' }],
    });
  });
});

describe('retention periods in words', () => {
  it('says whole years as years and anything else as days', () => {
    expect(periodText(730, 'en')).toBe('2 years');
    expect(periodText(365, 'en')).toBe('1 year');
    expect(periodText(30, 'en')).toBe('30 days');
    expect(periodText(1, 'en')).toBe('1 day');
    expect(periodText(30, 'xx')).toBeUndefined();
  });

  it('keeps a CV the visitor asked to keep longer, and spam shorter, than anything else', () => {
    const { careerKept, career, spam, ...others } = RETENTION_DAYS;
    expect(careerKept).toBeGreaterThan(career);
    for (const days of [career, ...Object.values(others)]) expect(spam).toBeLessThan(days);
    expect(spam).toBe(30);
  });
});

// What visitors are shown in Hindi, Marathi, Tamil and Sinhala under version 2026-11-25: the same
// rule as the English, since stored consents hash this text too.
const HI_RIGHTS =
  'आप कभी भी कह सकते हैं कि हम आपका डेटा आपको दिखाएँ, सुधारें या मिटाएँ, आप अपनी सहमति वापस ले सकते हैं, या अपनी ओर से काम करने के लिए किसी को नामित कर सकते हैं।';
const HI_LINES = [
  'शिकायत अधिकारी: Meera Joshi, privacy@kalparesins.example',
  'हमारी गोपनीयता नीति पढ़ें',
];
const HI_KEPT = 'हम इन्हें 2 साल तक रखते हैं, फिर मिटा देते हैं।';
const HI_UPDATES = 'मुझे प्रोडक्ट से जुड़ी नई जानकारी भेजें';
const MR_RIGHTS =
  'तुम्ही केव्हाही तुमचा डेटा पाहायला, दुरुस्त करायला किंवा हटवायला सांगू शकता, तुमची संमती मागे घेऊ शकता, किंवा तुमच्या वतीने काम करण्यासाठी कोणाला नेमू शकता.';
const MR_LINES = [
  'तक्रार निवारण अधिकारी: Meera Joshi, privacy@kalparesins.example',
  'आमचे गोपनीयता धोरण वाचा',
];
const MR_KEPT = 'आम्ही ते 2 वर्षे ठेवतो आणि नंतर हटवतो.';
const MR_UPDATES = 'मला उत्पादनांविषयी नवी माहिती पाठवा';
const TA_RIGHTS =
  'எப்போது வேண்டுமானாலும் உங்கள் தரவைப் பார்க்க, திருத்த அல்லது நீக்கக் கேட்கலாம், உங்கள் ஒப்புதலைத் திரும்பப் பெறலாம், அல்லது உங்கள் சார்பில் செயல்பட ஒருவரை நியமிக்கலாம்.';
const TA_LINES = [
  'குறைதீர்ப்பு அலுவலர்: Meera Joshi, privacy@kalparesins.example.',
  'எங்கள் தனியுரிமைக் கொள்கையைப் படிக்கவும்',
];
const TA_KEPT = 'இவற்றை 2 ஆண்டுகள் வைத்திருந்து, பின்னர் நீக்கிவிடுவோம்.';
const TA_UPDATES = 'புதிய தயாரிப்புத் தகவல்களை எனக்கு அனுப்புங்கள்';
const SI_RIGHTS =
  'ඔබේ දත්ත බැලීමට, නිවැරදි කිරීමට හෝ මකා දැමීමට ඉල්ලීමට, ඔබේ කැමැත්ත ඉල්ලා අස්කර ගැනීමට, හෝ ඔබ වෙනුවෙන් ක්‍රියා කිරීමට කෙනෙකු නම් කිරීමට ඔබට ඕනෑම වේලාවක හැකිය.';
const SI_LINES = [
  'පැමිණිලි නිලධාරී: Meera Joshi, privacy@kalparesins.example.',
  'අපගේ පෞද්ගලිකත්ව ප්‍රතිපත්තිය කියවන්න',
];
const SI_KEPT = 'අපි ඒවා වසර 2ක් තබාගෙන, පසුව මකා දමමු.';
const SI_UPDATES = 'නිෂ්පාදන පිළිබඳ නව තොරතුරු මට එවන්න';

const TRANSLATED_2026_11_25: Record<
  'hi' | 'mr' | 'ta' | 'si',
  Record<(typeof NOTICE_KINDS)[number], string[]>
> = {
  hi: {
    contact: [
      `आपका नाम, ई-मेल पता, फ़ोन नंबर, कंपनी का नाम और संदेश हम केवल आपको जवाब देने के लिए इस्तेमाल करते हैं। अगर आप किसी डीलर की वेबसाइट पर हमें लिखते हैं, तो उस डीलर को इसकी एक कॉपी मिलती है। ${HI_KEPT}`,
      HI_RIGHTS,
      ...HI_LINES,
      HI_UPDATES,
    ],
    inquiry: [
      `आपका नाम, फ़ोन नंबर, कंपनी का नाम और संदेश हम केवल आपकी पूछताछ का जवाब देने के लिए इस्तेमाल करते हैं। अगर आप इसे किसी डीलर की वेबसाइट पर भेजते हैं, तो उस डीलर को इसकी एक कॉपी मिलती है। ${HI_KEPT}`,
      HI_RIGHTS,
      ...HI_LINES,
      HI_UPDATES,
    ],
    career: [
      'आपका नाम, ई-मेल पता, फ़ोन नंबर, संदेश और बायोडाटा (CV) हम केवल अपने यहाँ नौकरी के लिए आप पर विचार करने में इस्तेमाल करते हैं। डीलर इन्हें कभी नहीं देखते। हम इन्हें 1 साल बाद मिटा देते हैं, या अगर आप अपना बायोडाटा रखने को कहें तो 2 साल बाद।',
      HI_RIGHTS,
      ...HI_LINES,
      'आगे की नौकरियों के लिए मेरा बायोडाटा रखें',
    ],
    quotation: [
      `आपका नाम, कंपनी का नाम, ई-मेल पता, फ़ोन नंबर, पता और आपके चुने हुए प्रोडक्ट हम केवल आपका कोटेशन तैयार करने के लिए इस्तेमाल करते हैं। ${HI_KEPT}`,
      HI_RIGHTS,
      ...HI_LINES,
      HI_UPDATES,
    ],
    review: [
      `आपका नाम, ई-मेल पता, रेटिंग और रिव्यू हम केवल आपका रिव्यू जाँचने और शायद उसे यहाँ प्रकाशित करने के लिए इस्तेमाल करते हैं। आपका ई-मेल पता हम कभी प्रकाशित नहीं करते। ${HI_KEPT}`,
      HI_RIGHTS,
      ...HI_LINES,
      'मेरे रिव्यू के साथ मेरा नाम दिखाएँ',
    ],
    sample: [
      `आपका नाम, कंपनी का नाम, ई-मेल पता, फ़ोन नंबर, डिलीवरी का पता और आप क्या जाँचेंगे, यह हम केवल आपका सैंपल भेजने और उसके बारे में आपसे संपर्क करने के लिए इस्तेमाल करते हैं। अगर आप इसे किसी डीलर के ज़रिए भेजते हैं, तो उस डीलर को इसकी एक कॉपी मिलती है। ${HI_KEPT}`,
      HI_RIGHTS,
      ...HI_LINES,
      HI_UPDATES,
    ],
  },
  mr: {
    contact: [
      `तुमचे नाव, ई-मेल पत्ता, फोन नंबर, कंपनीचे नाव आणि संदेश आम्ही फक्त तुम्हाला उत्तर देण्यासाठी वापरतो. तुम्ही एखाद्या डीलरच्या वेबसाइटवरून आम्हाला लिहिल्यास, त्या डीलरलाही त्याची एक प्रत मिळते. ${MR_KEPT}`,
      MR_RIGHTS,
      ...MR_LINES,
      MR_UPDATES,
    ],
    inquiry: [
      `तुमचे नाव, फोन नंबर, कंपनीचे नाव आणि संदेश आम्ही फक्त तुमच्या चौकशीला उत्तर देण्यासाठी वापरतो. तुम्ही ती एखाद्या डीलरच्या वेबसाइटवरून पाठवल्यास, त्या डीलरलाही तिची एक प्रत मिळते. ${MR_KEPT}`,
      MR_RIGHTS,
      ...MR_LINES,
      MR_UPDATES,
    ],
    career: [
      'तुमचे नाव, ई-मेल पत्ता, फोन नंबर, संदेश आणि बायोडेटा (CV) आम्ही फक्त आमच्याकडील नोकरीसाठी तुमचा विचार करण्यासाठी वापरतो. डीलरना ते कधीही दिसत नाहीत. आम्ही ते 1 वर्ष पूर्ण झाल्यावर हटवतो, किंवा तुम्ही तुमचा बायोडेटा ठेवायला सांगितल्यास 2 वर्षे पूर्ण झाल्यावर.',
      MR_RIGHTS,
      ...MR_LINES,
      'पुढील नोकरीच्या संधींसाठी माझा बायोडेटा ठेवा',
    ],
    quotation: [
      `तुमचे नाव, कंपनीचे नाव, ई-मेल पत्ता, फोन नंबर, पत्ता आणि तुम्ही निवडलेली उत्पादने आम्ही फक्त तुमचे कोटेशन तयार करण्यासाठी वापरतो. ${MR_KEPT}`,
      MR_RIGHTS,
      ...MR_LINES,
      MR_UPDATES,
    ],
    review: [
      `तुमचे नाव, ई-मेल पत्ता, रेटिंग आणि अभिप्राय आम्ही फक्त तुमचा अभिप्राय तपासण्यासाठी आणि कदाचित इथे प्रसिद्ध करण्यासाठी वापरतो. तुमचा ई-मेल पत्ता आम्ही कधीही प्रसिद्ध करत नाही. ${MR_KEPT}`,
      MR_RIGHTS,
      ...MR_LINES,
      'माझ्या अभिप्रायासोबत माझे नाव दाखवा',
    ],
    sample: [
      `तुमचे नाव, कंपनीचे नाव, ई-मेल पत्ता, फोन नंबर, डिलिव्हरीचा पत्ता आणि तुम्ही काय तपासणार आहात, हे आम्ही फक्त तुमचे सॅम्पल पाठवण्यासाठी आणि त्याबद्दल तुमच्याशी संपर्क साधण्यासाठी वापरतो. तुम्ही ते एखाद्या डीलरमार्फत पाठवल्यास त्या डीलरला त्याची एक प्रत मिळते. ${MR_KEPT}`,
      MR_RIGHTS,
      ...MR_LINES,
      MR_UPDATES,
    ],
  },
  ta: {
    contact: [
      `உங்கள் பெயர், மின்னஞ்சல் முகவரி, தொலைபேசி எண், நிறுவனப் பெயர், செய்தி ஆகியவற்றை உங்களுக்குப் பதில் அளிக்க மட்டுமே பயன்படுத்துகிறோம். ஒரு டீலரின் இணையதளத்திலிருந்து எழுதினால், அந்த டீலருக்கு ஒரு நகல் கிடைக்கும். ${TA_KEPT}`,
      TA_RIGHTS,
      ...TA_LINES,
      TA_UPDATES,
    ],
    inquiry: [
      `உங்கள் பெயர், தொலைபேசி எண், நிறுவனப் பெயர், செய்தி ஆகியவற்றை உங்கள் விசாரணைக்குப் பதில் அளிக்க மட்டுமே பயன்படுத்துகிறோம். ஒரு டீலரின் இணையதளத்திலிருந்து அனுப்பினால், அந்த டீலருக்கு ஒரு நகல் கிடைக்கும். ${TA_KEPT}`,
      TA_RIGHTS,
      ...TA_LINES,
      TA_UPDATES,
    ],
    career: [
      'உங்கள் பெயர், மின்னஞ்சல் முகவரி, தொலைபேசி எண், செய்தி, CV ஆகியவற்றை எங்கள் நிறுவன வேலைகளுக்கு உங்களைப் பரிசீலிக்க மட்டுமே பயன்படுத்துகிறோம். டீலர்கள் இவற்றை ஒருபோதும் பார்ப்பதில்லை. இவற்றை 1 ஆண்டு கழித்து நீக்கிவிடுவோம்; உங்கள் CV-ஐ வைத்திருக்கச் சொன்னால், 2 ஆண்டுகள் கழித்து.',
      TA_RIGHTS,
      ...TA_LINES,
      'எதிர்கால வேலைவாய்ப்புகளுக்காக என் CV-ஐ வைத்திருங்கள்',
    ],
    quotation: [
      `உங்கள் பெயர், நிறுவனப் பெயர், மின்னஞ்சல் முகவரி, தொலைபேசி எண், முகவரி, நீங்கள் தேர்ந்தெடுத்த தயாரிப்புகள் ஆகியவற்றை உங்கள் கொட்டேஷனைத் தயாரிக்க மட்டுமே பயன்படுத்துகிறோம். ${TA_KEPT}`,
      TA_RIGHTS,
      ...TA_LINES,
      TA_UPDATES,
    ],
    review: [
      `உங்கள் பெயர், மின்னஞ்சல் முகவரி, மதிப்பீடு, மதிப்புரை ஆகியவற்றை உங்கள் மதிப்புரையைச் சரிபார்க்கவும், ஒருவேளை இங்கே வெளியிடவும் மட்டுமே பயன்படுத்துகிறோம். உங்கள் மின்னஞ்சல் முகவரியை ஒருபோதும் வெளியிட மாட்டோம். ${TA_KEPT}`,
      TA_RIGHTS,
      ...TA_LINES,
      'என் மதிப்புரையுடன் என் பெயரைக் காட்டுங்கள்',
    ],
    sample: [
      `உங்கள் பெயர், நிறுவனத்தின் பெயர், மின்னஞ்சல் முகவரி, தொலைபேசி எண், டெலிவரி முகவரி மற்றும் நீங்கள் எதைச் சோதிப்பீர்கள் என்பதை உங்கள் சாம்பிளை அனுப்பவும் அதைப் பற்றித் தொடர்புகொள்ளவும் மட்டுமே பயன்படுத்துகிறோம். நீங்கள் இதை ஒரு டீலர் மூலம் அனுப்பினால், அந்த டீலருக்கு ஒரு நகல் கிடைக்கும். ${TA_KEPT}`,
      TA_RIGHTS,
      ...TA_LINES,
      TA_UPDATES,
    ],
  },
  si: {
    contact: [
      `ඔබේ නම, ඊමේල් ලිපිනය, දුරකථන අංකය, සමාගමේ නම සහ පණිවිඩය අපි භාවිත කරන්නේ ඔබට පිළිතුරු දීමට පමණි. ඔබ ඩීලර්වරයෙකුගේ වෙබ් අඩවියක සිට අපට ලියන්නේ නම්, එම ඩීලර්ට ද පිටපතක් ලැබේ. ${SI_KEPT}`,
      SI_RIGHTS,
      ...SI_LINES,
      SI_UPDATES,
    ],
    inquiry: [
      `ඔබේ නම, දුරකථන අංකය, සමාගමේ නම සහ පණිවිඩය අපි භාවිත කරන්නේ ඔබේ විමසීමට පිළිතුරු දීමට පමණි. ඔබ එය ඩීලර්වරයෙකුගේ වෙබ් අඩවියක සිට එවන්නේ නම්, එම ඩීලර්ට ද පිටපතක් ලැබේ. ${SI_KEPT}`,
      SI_RIGHTS,
      ...SI_LINES,
      SI_UPDATES,
    ],
    career: [
      'ඔබේ නම, ඊමේල් ලිපිනය, දුරකථන අංකය, පණිවිඩය සහ CV අපි භාවිත කරන්නේ අපගේ රැකියා සඳහා ඔබ සලකා බැලීමට පමණි. ඩීලර්වරුන්ට ඒවා කිසිදා නොපෙනේ. අපි ඒවා වසර 1කට පසු මකා දමමු; ඔබේ CV තබාගන්නා ලෙස ඔබ ඉල්ලුවහොත්, වසර 2කට පසු.',
      SI_RIGHTS,
      ...SI_LINES,
      'අනාගත පුරප්පාඩු සඳහා මගේ CV තබාගන්න',
    ],
    quotation: [
      `ඔබේ නම, සමාගමේ නම, ඊමේල් ලිපිනය, දුරකථන අංකය, ලිපිනය සහ ඔබ තෝරාගත් නිෂ්පාදන අපි භාවිත කරන්නේ ඔබට මිල ගණන් සකස් කිරීමට පමණි. ${SI_KEPT}`,
      SI_RIGHTS,
      ...SI_LINES,
      SI_UPDATES,
    ],
    review: [
      `ඔබේ නම, ඊමේල් ලිපිනය, ඇගයීම සහ සමාලෝචනය අපි භාවිත කරන්නේ ඔබේ සමාලෝචනය පරීක්ෂා කිරීමට සහ සමහරවිට එය මෙහි පළ කිරීමට පමණි. ඔබේ ඊමේල් ලිපිනය අපි කිසිදා පළ නොකරමු. ${SI_KEPT}`,
      SI_RIGHTS,
      ...SI_LINES,
      'මගේ සමාලෝචනය සමඟ මගේ නම පෙන්වන්න',
    ],
    sample: [
      `ඔබේ නම, සමාගමේ නම, ඊ-මේල් ලිපිනය, දුරකථන අංකය, බෙදාහැරීමේ ලිපිනය සහ ඔබ පරීක්ෂා කරන්නේ කුමක්ද යන්න අපි භාවිත කරන්නේ ඔබේ සාම්පලය එවීමට සහ ඒ ගැන ඔබ හා සම්බන්ධ වීමට පමණි. ඔබ එය ඩීලර් කෙනෙකු හරහා එවන්නේ නම්, එම ඩීලර්ට එහි පිටපතක් ලැබේ. ${SI_KEPT}`,
      SI_RIGHTS,
      ...SI_LINES,
      SI_UPDATES,
    ],
  },
};

describe('the notice in Hindi, Marathi, Tamil and Sinhala', () => {
  it('is shown only once its language has been loaded, and only for a language it has', async () => {
    expect(noticeText('contact', 'hi')).toBeUndefined();
    expect(await loadNoticeLanguage('hi')).toBe(true);
    expect(await loadNoticeLanguage('mr')).toBe(true);
    expect(await loadNoticeLanguage('ta')).toBe(true);
    expect(await loadNoticeLanguage('si')).toBe(true);
    expect(await loadNoticeLanguage('en')).toBe(true);
    expect(await loadNoticeLanguage('gu')).toBe(false);
    expect(await loadNoticeLanguage('constructor')).toBe(false);
    expect(noticeLanguages()).toEqual(['en', 'hi', 'mr', 'ta', 'si']);
    expect(noticeLanguages('2020-01-01')).toEqual([]);
    expect(noticeText('contact', 'hi', '2020-01-01')).toBeUndefined();
  });

  it.each(['hi', 'mr', 'ta', 'si'] as const)(
    'shows each form the %s text published under 2026-11-25',
    (language) => {
      for (const kind of NOTICE_KINDS) {
        expect(noticeText(kind, language, '2026-11-25')).toBe(
          TRANSLATED_2026_11_25[language][kind].join('\n'),
        );
      }
    },
  );

  it.each([
    [
      'hi',
      'अगर आप इसे किसी डीलर की वेबसाइट पर या यहाँ चुने गए किसी डीलर के ज़रिए भेजते हैं, तो उस डीलर को इसकी एक कॉपी मिलती है।',
    ],
    [
      'mr',
      'तुम्ही ती एखाद्या डीलरच्या वेबसाइटवरून किंवा इथे निवडलेल्या डीलरमार्फत पाठवल्यास, त्या डीलरलाही तिची एक प्रत मिळते.',
    ],
    [
      'ta',
      'ஒரு டீலரின் இணையதளத்திலிருந்தோ, இங்கே நீங்கள் தேர்ந்தெடுக்கும் டீலர் மூலமோ அனுப்பினால், அந்த டீலருக்கு ஒரு நகல் கிடைக்கும்.',
    ],
    [
      'si',
      'ඔබ එය ඩීලර්වරයෙකුගේ වෙබ් අඩවියක සිට හෝ මෙහි ඔබ තෝරන ඩීලර් කෙනෙකු හරහා එවන්නේ නම්, එම ඩීලර්ට ද පිටපතක් ලැබේ.',
    ],
  ] as const)(
    'says in %s under 2026-11-28 that a dealer chosen here gets a copy of an inquiry, the rest as under 2026-11-25',
    (language, dealerSentence) => {
      for (const kind of NOTICE_KINDS) {
        const now = noticeText(kind, language, '2026-11-28')!;
        const before = TRANSLATED_2026_11_25[language][kind];
        if (kind !== 'inquiry') expect(now).toBe(before.join('\n'));
        else {
          expect(now).toContain(dealerSentence);
          expect(now.split('\n').slice(1)).toEqual(before.slice(1));
        }
      }
    },
  );

  it.each(['hi', 'mr', 'ta', 'si'] as const)(
    'links the officer and the policy in %s, as in English',
    (language) => {
      const links = noticeParts('inquiry', language)!
        .paragraphs.flat()
        .filter((run) => run.link);
      expect(links.map(({ link, href }) => ({ link, href }))).toEqual([
        { link: 'email', href: COMPANY.grievanceOfficer.email.href },
        { link: 'privacyPage', href: PRIVACY_PAGE_URL },
      ]);
      expect(noticeParts('career', language)!.consents.map((consent) => consent.key)).toEqual([
        'keepCv',
      ]);
    },
  );

  it('says periods by the plural rules of each language', () => {
    expect(periodText(365, 'hi')).toBe('1 साल');
    expect(periodText(730, 'hi')).toBe('2 साल');
    expect(periodText(30, 'hi')).toBe('30 दिन');
    expect(periodText(365, 'mr')).toBe('1 वर्ष');
    expect(periodText(730, 'mr')).toBe('2 वर्षे');
    expect(periodText(1, 'mr')).toBe('1 दिवस');
    expect(periodText(365, 'ta')).toBe('1 ஆண்டு');
    expect(periodText(730, 'ta')).toBe('2 ஆண்டுகள்');
    expect(periodText(1, 'ta')).toBe('1 நாள்');
    expect(periodText(30, 'ta')).toBe('30 நாட்கள்');
    expect(periodText(365, 'si')).toBe('වසර 1');
    expect(periodText(730, 'si')).toBe('වසර 2');
    expect(periodText(30, 'si')).toBe('දින 30');
  });
});

describe('the English words each page carries', () => {
  it.each(['contact', 'inquiry'] as const)(
    'gives the %s form, which partners embed, its published notice from the kit’s own words',
    (kind) => {
      expect(currentNotice(kind)).toEqual(noticeParts(kind, 'en'));
    },
  );

  it('gives the career form its published notice from the words it brings, which the kit leaves out', () => {
    expect(currentNotice('career', 'en', EN_CAREER)).toEqual(noticeParts('career', 'en'));
    expect(() => currentNotice('career')).toThrow('No notice words for the career form');
  });

  it.each(['quotation', 'review'] as const)(
    'gives the site’s %s form its published notice from the words it brings',
    (kind) => {
      expect(currentNotice(kind, 'en', EN_CURRENT_NOTICE)).toEqual(noticeParts(kind, 'en'));
      expect(() => currentNotice(kind)).toThrow(`No notice words for the ${kind} form`);
    },
  );
});
