// CSS modules are compiled by css-loader (webpack) and identity-obj-proxy (jest).
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
