// CSS modules (css-loader with namedExport: false): a default export of class names.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
