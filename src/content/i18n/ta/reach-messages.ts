// What is wrong with an e-mail address or a phone number, in Tamil.
import { PHONE_DIGITS } from '../../constants';
import type * as en from '../en/reach-messages';
import type { Translation } from '../translation';

export const reachMessages: Translation<typeof en.reachMessages> = {
  emailSpace: 'அந்த மின்னஞ்சல் முகவரியில் இடைவெளி உள்ளது',
  emailAt: 'அந்த மின்னஞ்சல் முகவரியில் @ இல்லை',
  emailOther: 'அந்த மின்னஞ்சல் முகவரி முழுமையாக இல்லை; இப்படி இருக்க வேண்டும்: name@example.com',
  phoneDigits: (digits) =>
    `தொலைபேசி எண்ணில் ${PHONE_DIGITS.min} முதல் ${PHONE_DIGITS.max} இலக்கங்கள் இருக்கும்; இதில் ${digits} உள்ளன`,
};
