import numpy as np


class Layer:
    def __init__(self, rgb, matte):
        self.rgb = rgb
        self._matte = matte

    @property
    def alpha(self):
        return np.asarray(self._matte, dtype=np.float32)


def from_key(rng, h, w):
    rgb = rng.uniform(0, 1, (h, w, 3)).astype(np.float32)
    return Layer(rgb, rgb[..., 1] < 0.7)


def from_roto(rng, h, w):
    rgb = rng.uniform(0, 1, (h, w, 3)).astype(np.float32)
    yy, xx = np.mgrid[:h, :w]
    soft = np.clip(1.0 - np.hypot(yy - h / 2, xx - w / 2) / (0.4 * w), 0, 1)
    return Layer(rgb, soft)
