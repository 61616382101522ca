import jax
import jax.numpy as jnp
import numpy as np


def interp_matrix(src, dst):
    idx = np.clip(np.searchsorted(src, dst) - 1, 0, len(src) - 2)
    w = (dst - src[idx]) / (src[idx + 1] - src[idx])
    m = np.zeros((len(dst), len(src)), dtype=np.float32)
    m[np.arange(len(dst)), idx] = 1.0 - w
    m[np.arange(len(dst)), idx + 1] = w
    return jnp.asarray(m)


@jax.jit
def apply_weights(f, wy, wx):
    return wy @ f @ wx.T


class Regridder:
    def __init__(self, src_lat, src_lon, dst_lat, dst_lon):
        self.wy = interp_matrix(src_lat, dst_lat)
        self.wx = interp_matrix(src_lon, dst_lon)

    def __call__(self, field):
        return apply_weights(field, self.wy, self.wx)
