import { useState } from 'react';
import type { RefObject } from 'react';
import { Dialog } from '../../ui/dialog/dialog';
import { ToastHost } from '../../ui/toast/toast-host';
import { useToasts } from '../../ui/toast/use-toasts';
import { FormSettingContext, useFormSetting } from '../kit/form-setting';
import { useFormText } from '../kit/form-text';
import { InquiryForm, type InquiryDealer } from './inquiry-form';
import { InquiryReceipt } from './inquiry-receipt';

export interface InquiryModalProps {
  open: boolean;
  onClose: () => void;
  applicationName: string;
  /** The application in the visitor's language, when the page has it so. */
  applicationLabel?: string | undefined;
  apiBase?: string | undefined;
  onSubmitted?: ((id: string) => void) | undefined;
  onFailed?: ((message: string) => void) | undefined;
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** The application as a choice of these names, for an inquiry about none in particular. */
  applicationOptions?: readonly string[] | undefined;
  /**
   * The dealer the inquiry goes through (the dealer finder's): named above the form, and its id
   * sent as `source.dealer` through the form's setting.
   */
  dealer?: InquiryDealer | undefined;
}

/**
 * The product inquiry in a dialog, which closes INQUIRY_MODAL_CLOSE_MS after a success. Its
 * toasts show inside the dialog while it is open and in the page around it, where they outlive
 * the dialog; a success shows one notice, the receipt ('Inquiry Submitted', who answers when,
 * the reference), which the page keeps until the visitor dismisses it.
 */
export function InquiryModal({
  open,
  onClose,
  applicationName,
  applicationLabel,
  apiBase,
  onSubmitted,
  onFailed,
  returnFocusRef,
  applicationOptions,
  dealer,
}: InquiryModalProps) {
  const { toasterId } = useToasts();
  const { formText, say } = useFormText();
  const [stored, setStored] = useState<string | null>(null);
  // Shown by whichever host has the toasts: the dialog's while it is open, then the page's.
  const receipt = stored ? <InquiryReceipt id={stored} onDismiss={() => setStored(null)} /> : null;
  const setting = useFormSetting();
  return (
    <>
      <ToastHost toasterId={toasterId} translate={say}>
        {receipt}
      </ToastHost>
      <Dialog
        open={open}
        onClose={onClose}
        title={formText.inquiryTitle}
        className="resin-inquiry-modal"
        returnFocusRef={returnFocusRef}
        aside={
          <ToastHost toasterId={toasterId} translate={say}>
            {receipt}
          </ToastHost>
        }
      >
        {dealer ? <p className="resin-inquiry-modal__dealer">{dealer.text}</p> : null}
        <FormSettingContext.Provider value={dealer ? { ...setting, dealer: dealer.id } : setting}>
          <InquiryForm
            applicationName={applicationName}
            applicationOptions={applicationOptions}
            applicationLabel={applicationLabel}
            afterSuccess={onClose}
            autoFocus
            apiBase={apiBase}
            onSubmitted={(id) => {
              setStored(id);
              onSubmitted?.(id);
            }}
            onFailed={onFailed}
            toasterId={toasterId}
          />
        </FormSettingContext.Provider>
      </Dialog>
    </>
  );
}
