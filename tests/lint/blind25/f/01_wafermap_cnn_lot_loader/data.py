import numpy as np

PATTERNS = ["none", "center", "edge_ring", "scratch", "donut"]


def synth_wafer_maps(n, size=16, seed=0):
    rng = np.random.default_rng(seed)
    yy, xx = np.mgrid[:size, :size]
    r = np.hypot(yy - size / 2 + 0.5, xx - size / 2 + 0.5) / (size / 2)
    maps = np.zeros((n, size, size, 1), np.float32)
    labels = rng.integers(0, len(PATTERNS), size=n)
    for i, lab in enumerate(labels):
        base = rng.random((size, size)) < 0.03
        if lab == 1:
            base |= r < 0.3
        elif lab == 2:
            base |= (r > 0.8) & (r < 1.0)
        elif lab == 3:
            base |= np.abs(yy - xx) < 1
        elif lab == 4:
            base |= (r > 0.4) & (r < 0.6)
        maps[i, ..., 0] = base * (r <= 1.0)
    return maps, labels.astype(np.int32)


class WaferMapLoader:
    def __init__(self, maps, labels, batch_size, seed=0):
        self.maps = maps
        self.labels = labels
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        idx = self.rng.permutation(len(self.maps))
        for start in range(0, len(idx), self.batch_size):
            sel = idx[start:start + self.batch_size]
            yield self.maps[sel], self.labels[sel]
