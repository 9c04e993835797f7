export { default } from '../shoppable/ShoppableBanner';
