import numpy as np


class WaferBinMaps:
    """Binary pass/fail die maps from wafer sort, 20x20 die grid."""

    def __init__(self, n_wafers, seed=0, grid=20):
        rng = np.random.default_rng(seed)
        yy, xx = np.mgrid[:grid, :grid]
        r = np.hypot(yy - grid / 2 + 0.5, xx - grid / 2 + 0.5) / (grid / 2)
        p_fail = 0.05 + 0.3 * (r > 0.85)
        self.maps = (rng.random((n_wafers, grid, grid)) < p_fail).astype(np.float32).reshape(n_wafers, -1)
        self.onwafer = (r <= 1.0).astype(np.float32).reshape(-1)

    def epoch(self, batch_size, rng):
        idx = rng.permutation(len(self.maps))
        n_full = len(idx) // batch_size
        for b in range(n_full):
            yield self.maps[idx[b * batch_size:(b + 1) * batch_size]]
