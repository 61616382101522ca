import jax
import numpy as np

from net import segmenter, segment_tile
from tiles import field_tiles


def main():
    params = segmenter.init(jax.random.PRNGKey(0), np.zeros((1, 32, 32, 4), np.float32))
    for i, tile in field_tiles():
        mask = segment_tile(params, tile)
        print(f"field {i}: tile {tile.shape[:2]}, weed fraction {float(mask.mean()):.2f}")


if __name__ == "__main__":
    main()
