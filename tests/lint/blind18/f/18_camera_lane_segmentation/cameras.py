import numpy as np

H, W = 32, 48


def to_unit_float(img):
    if img.dtype == np.uint8:
        return img.astype(np.float32) / 255.0
    return img.astype(np.float32)


class FrontCamera:
    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    def read(self):
        raw = self.rng.integers(0, 256, size=(1, H, W, 3), dtype=np.uint8)
        return to_unit_float(raw)


class RearCamera:
    """Rear camera comes through the ISP pipeline already normalised."""

    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    def read(self):
        return to_unit_float(self.rng.uniform(0.0, 1.0, size=(1, H, W, 3)))
