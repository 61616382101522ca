import jax.numpy as jnp
import numpy as np

from matcher import match_tile
from tiling import iter_tiles


def random_layout(h=200, w=170, seed=0):
    rng = np.random.default_rng(seed)
    lay = np.zeros((h, w), np.float32)
    for _ in range(60):
        y, x = rng.integers(0, h - 6), rng.integers(0, w - 20)
        lay[y:y + 3, x:x + rng.integers(6, 20)] = 1.0
    return lay


def hotspot_templates():
    t = np.zeros((3, 12, 12), np.float32)
    t[0, 2:5, :] = 1; t[0, 7:10, :] = 1           # tight parallel lines
    t[1, 2:5, :6] = 1; t[1, 7:10, 6:] = 1          # line-end to line
    t[2, :, 4:7] = 1; t[2, 4:7, :] = 1             # cross
    return jnp.asarray(t)


def main():
    templates = hotspot_templates()
    hits = []
    for (y, x), tile in iter_tiles(random_layout()):
        s = match_tile(jnp.asarray(tile), templates)
        if float(s.max()) > 0.9:
            hits.append((y, x, int(s.argmax())))
    print(f"{len(hits)} candidate hotspot tiles:", hits[:6])


if __name__ == "__main__":
    main()
