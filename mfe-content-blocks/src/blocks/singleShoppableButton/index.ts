export { default } from '../shoppable/SingleShoppableButton';
