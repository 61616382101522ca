import numpy as np


def survey_tiles(n_tiles=5, seed=0):
    """Spectroscopic training galaxies grouped by the sky tile they were observed in."""
    rng = np.random.default_rng(seed)
    tiles = []
    for t in range(n_tiles):
        n = int(rng.integers(80, 200))
        z = rng.uniform(0.05, 1.2, n)
        colours = np.stack([0.8 * z + 0.3, 1.2 * z ** 0.7, 0.5 * z + 0.1, 0.2 * np.log1p(z)], 1)
        colours += rng.normal(0, 0.05, colours.shape)
        mags = rng.uniform(18, 23, (n, 1))
        x = np.concatenate([colours, (mags - 20.5) / 1.5], 1).astype(np.float32)
        tiles.append((f"tile{t:02d}", x, z.astype(np.float32)[:, None]))
    return tiles
