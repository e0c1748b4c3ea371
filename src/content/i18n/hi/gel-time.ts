// The shop-floor calculator's words, in Hindi.
import type { gelTimeText as english } from '../en/gel-time';
import type { Translation } from '../translation';

export const gelTimeText: Translation<typeof english> = {
  intro:
    'वर्कशॉप के लिए: आपकी वर्कशॉप के तापमान पर मनचाहा जेल टाइम देने वाला MEKP कैटलिस्ट और कोबाल्ट एक्सेलरेटर, और किसी पार्ट में लगने वाला रेज़िन और ग्लास, हर ग्रेड की टेक्निकल डेटा शीट से निकाला गया। आप जो भरते हैं वह पते में रहता है, इसलिए आप उसे बुकमार्क कर सकते हैं, भेज सकते हैं या जवाब प्रिंट कर सकते हैं।',
  formHeading: 'आपका काम',
  grade: 'ग्रेड',
  gradeNote:
    'ऑप्टिकल फाइबर रॉड रेज़िन पल्ट्रूज़न डाई में गर्म होकर क्योर होता है, इसलिए वह यहाँ नहीं है: उसकी डेटा शीट देखें।',
  cureHeading: 'जेल टाइम',
  temperature: 'वर्कशॉप का तापमान',
  wantedGelTime: 'आपको चाहिए जेल टाइम',
  partHeading: 'पार्ट',
  area: 'क्षेत्रफल',
  thickness: 'लैमिनेट की मोटाई',
  process: 'प्रक्रिया',
  processes: {
    'hand-lay-up': 'हैंड ले-अप',
    'spray-up': 'स्प्रे-अप',
    rtm: 'RTM',
    infusion: 'वैक्यूम इन्फ्यूज़न',
    pultrusion: 'पल्ट्रूज़न',
  },
  processOption: (process, glass) => `${process}, ${glass} ग्लास`,
  between: (min, max) => `${min} से ${max} तक।`,
  outside: (min, max) => `${min} से ${max} तक की कोई संख्या भरें।`,
  gelcoatPart:
    'जेलकोट उतनी मोटी फ़िल्म में लगता है जितनी उसकी डेटा शीट बताती है: उसकी मात्रा केवल क्षेत्रफल से निकलती है।',
  resultHeading: 'जवाब',
  cureResult: 'कैटलिस्ट और एक्सेलरेटर',
  mekp: 'MEKP कैटलिस्ट',
  cobalt: 'कोबाल्ट एक्सेलरेटर (6 % Co)',
  preAccelerated: 'कुछ नहीं मिलाना है: जेलकोट प्री-एक्सेलरेटेड है।',
  share: (percent, grams) => `रेज़िन के वज़न का ${percent}, हर किलोग्राम पर ${grams}`,
  expected: 'इन मात्राओं से जेल टाइम',
  spread: (middle, range) => `${middle}; डेटा शीट की रेंज में ${range}`,
  safeRange: 'डेटा शीट की सुरक्षित रेंज',
  safeLevels: (mekp, cobalt, temperature) =>
    `MEKP ${mekp}, कोबाल्ट ${cobalt}, वर्कशॉप ${temperature}`,
  safeGelcoat: (mekp, temperature) => `MEKP ${mekp}, वर्कशॉप ${temperature}`,
  warning: 'चेतावनी:',
  tooSlow: (wanted, reach) =>
    `${wanted} उस समय से लंबा है जो सुरक्षित रेंज का सबसे धीमा क्योर इस तापमान पर देता है, यानी ${reach}। ऊपर उसी की मात्राएँ हैं: MEKP या कोबाल्ट इनसे कम न करें, वरना रेज़िन ठीक से क्योर नहीं होगा। दिन के ठंडे समय में काम करें, या हमसे धीमा ग्रेड माँगें।`,
  tooFast: (wanted, reach) =>
    `${wanted} उस समय से छोटा है जो सुरक्षित रेंज का सबसे तेज़ क्योर इस तापमान पर देता है, यानी ${reach}। ऊपर उसी की मात्राएँ हैं: इससे ज़्यादा MEKP या कोबाल्ट न मिलाएँ, वरना लैमिनेट ज़्यादा गर्म होकर चटक जाएगा। वर्कशॉप और रेज़िन को गर्म करें, या हमसे तेज़ ग्रेड माँगें।`,
  cold: (min) =>
    `${min} से नीचे रेज़िन पूरी तरह क्योर नहीं हो सकता: शुरू करने से पहले वर्कशॉप और रेज़िन को गर्म करें।`,
  hot: (max) =>
    `${max} से ऊपर रेज़िन काम करने के लिए बहुत जल्दी जेल होता है और क्योर होते समय बहुत गर्म होता है: दिन के ठंडे समय में काम करें।`,
  quantitiesResult: 'रेज़िन और ग्लास',
  laminate: 'लैमिनेट',
  resin: 'रेज़िन',
  glass: 'ग्लास',
  glassPerArea: 'प्रति वर्ग मीटर ग्लास',
  mekpForResin: 'इस रेज़िन के लिए MEKP',
  cobaltForResin: 'इस रेज़िन के लिए कोबाल्ट',
  gelcoat: 'जेलकोट',
  mekpForGelcoat: 'इस जेलकोट के लिए MEKP',
  noAnswer: 'जवाब देखने के लिए चिह्नित प्रविष्टियाँ ठीक करें।',
  print: 'जवाब प्रिंट करें',
  assumptionsHeading: 'डेटा और मान्यताएँ',
  gelData: (grade, tested, test, middle) =>
    `${grade}: डेटा शीट पर जेल टाइम ${tested}, ${test} वाले टेस्ट में; हिसाब बीच का मान, ${middle}, लेता है।`,
  temperatureRule: (degrees) =>
    `हर ${degrees} ज़्यादा गर्मी पर जेल टाइम आधा होता है, और हर ${degrees} ज़्यादा ठंड पर दुगना।`,
  levelRule: (mekpFactor, cobaltFactor) =>
    `दुगना MEKP जेल टाइम को ${mekpFactor} से गुणा करता है, दुगना कोबाल्ट ${cobaltFactor} से।`,
  gelcoatLevelRule: (factor) =>
    `दुगना MEKP जेल टाइम को ${factor} से गुणा करता है; जेलकोट का अपना एक्सेलरेटर टेस्ट के कोबाल्ट की जगह लेता है।`,
  order:
    'जैसा डेटा शीट कहती है, जेल टाइम कोबाल्ट से तय होता है, MEKP टेस्ट वाले स्तर पर रहता है; MEKP तभी बदलता है जब कोबाल्ट अपनी रेंज के किसी सिरे पर पहुँच जाए, और कोई भी रेंज से बाहर नहीं जाता।',
  gravity: (grade, gravity, shrinkage, cured) =>
    `${grade}: डेटा शीट पर स्पेसिफिक ग्रेविटी ${gravity}, बीच का मान लिया गया; क्योर होते समय यह ${shrinkage} सिकुड़ता है, इसलिए क्योर हुए रेज़िन का वज़न ${cured} है।`,
  glassData: (process, range, typical, density) =>
    `${process} में वज़न के हिसाब से ${range} ग्लास आता है; हिसाब ${typical} लेता है, ${density} वज़न वाले E-glass का।`,
  volume: 'लैमिनेट का आयतन उसका क्षेत्रफल गुणा मोटाई है, जिसे ग्लास और क्योर हुआ रेज़िन भरते हैं।',
  film: (grade, film, gravity) =>
    `${grade}: डेटा शीट पर गीली फ़िल्म ${film} और स्पेसिफिक ग्रेविटी ${gravity}, दोनों का बीच का मान लिया गया।`,
  waste: 'बर्बादी, ट्रिमिंग या ओवरस्प्रे के लिए कुछ नहीं जोड़ा गया: अपनी वर्कशॉप का अनुमान जोड़ें।',
  guide:
    'यह योजना के लिए एक अनुमान है, स्पेसिफिकेशन नहीं: उत्पादन से पहले हर बैच का जेल टाइम अपनी स्थितियों में जाँचें।',
};
