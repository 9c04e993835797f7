export interface LiveTextSizesInput {
  titleSize?: number | undefined;
  subtitleSize?: number | undefined;
}
