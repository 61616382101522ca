import numpy as np

H, W = 32, 48


class FrontCamera:
    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    def read(self):
        return self.rng.integers(0, 256, size=(1, H, W, 3), dtype=np.uint8)


class RearCamera:
    """Rear camera comes through the ISP pipeline already normalised."""

    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    def read(self):
        return self.rng.uniform(0.0, 1.0, size=(1, H, W, 3)).astype(np.float32)
