export { useModalDialog, type ModalDialogOptions } from './useModalDialog';
export { dialogStyles, ModalDialog, type DataAttributes, type ModalDialogClasses, type ModalDialogProps } from './ModalDialog';
