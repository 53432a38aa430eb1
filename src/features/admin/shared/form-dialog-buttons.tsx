import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";

/**
 * A form dialog's footer buttons: Cancel (or Close) and the submit button of the form `formId`,
 * which shows a spinner named `busyLabel` while the form is sent. Cancel waits too unless `cancelWhileBusy`.
 */
export function FormDialogButtons({
  formId,
  busy,
  busyLabel = "Saving",
  submit,
  onCancel,
  cancel = "Cancel",
  cancelWhileBusy = false,
}: {
  formId: string;
  busy: boolean;
  busyLabel?: string;
  submit: string;
  onCancel: () => void;
  cancel?: string;
  cancelWhileBusy?: boolean;
}) {
  return (
    <>
      <Button variant="outline" onClick={onCancel} disabled={busy && !cancelWhileBusy}>
        {cancel}
      </Button>
      <Button type="submit" form={formId} disabled={busy}>
        {busy ? <Spinner label={busyLabel} /> : null}
        {submit}
      </Button>
    </>
  );
}
