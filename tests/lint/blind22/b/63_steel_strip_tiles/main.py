import jax
import numpy as np

from model import TileScorer, score_tiles
from tiling import tile_strip

STRIP_LENGTHS = [96, 128, 160, 96, 200, 128]


def main():
    model = TileScorer(jax.random.PRNGKey(0))
    rng = np.random.default_rng(59)
    for coil, length in enumerate(STRIP_LENGTHS):
        strip = rng.random((16, length), dtype=np.float32)
        tiles = tile_strip(strip)
        scores = score_tiles(model, tiles)
        print(coil, tiles.shape[0], round(float(scores.max()), 4))


if __name__ == "__main__":
    main()
