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


def regrid_field(field, src_lat, src_lon, dst_lat, dst_lon):
    wy = interp_matrix(src_lat, dst_lat)
    wx = interp_matrix(src_lon, dst_lon)

    @jax.jit
    def apply(f):
        return wy @ f @ wx.T

    return apply(field)
