import numpy as np

TUBES = np.array([[0, 0], [2, 0], [4, 0], [0, 3], [2, 3], [4, 3]], np.float32)


class ScalerReader:
    """Integer scaler counts from the He-3 tube electronics."""

    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    def read(self, src_xy, strength):
        r2 = ((TUBES - src_xy) ** 2).sum(1) + 0.25
        return self.rng.poisson(strength / r2 + 5.0)


class MCAReader(ScalerReader):
    """Dead-time corrected (fractional) counts from the MCA export."""

    def read(self, src_xy, strength):
        return super().read(src_xy, strength) * 1.012


def as_counts(x):
    return np.asarray(x, dtype=np.float32)
