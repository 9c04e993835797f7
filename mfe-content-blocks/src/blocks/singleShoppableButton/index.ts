export { default } from '../../kit/shoppable/SingleShoppableButton';
