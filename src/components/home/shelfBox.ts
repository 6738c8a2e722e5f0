/** A rounded box of a shelf drawing, in its product's own units: x from the product's left edge. */
export interface ShelfBox {
  x: number;
  y: number;
  width: number;
  height: number;
  rx: number;
}

/** The box moved to its product's place on the shelf. */
export const placed = ({ x, y, width, height, rx }: ShelfBox, productX: number): ShelfBox => ({
  x: productX + x,
  y,
  width,
  height,
  rx,
});
