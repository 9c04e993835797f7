export { default } from '../../kit/shoppable/ShoppableBanner';
