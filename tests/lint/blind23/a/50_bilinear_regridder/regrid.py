import jax
import jax.numpy as jnp
import numpy as np


class BilinearRegridder:
    def __init__(self, src_lat, src_lon, dst_lat, dst_lon):
        self.fi = jnp.asarray(np.interp(dst_lat, src_lat, np.arange(len(src_lat))), jnp.float32)
        self.fj = jnp.asarray(np.interp(dst_lon, src_lon, np.arange(len(src_lon))), jnp.float32)

    def interpolate(self, field, fi, fj):
        i0 = jnp.clip(jnp.floor(fi).astype(jnp.int32), 0, field.shape[0] - 2)
        j0 = jnp.clip(jnp.floor(fj).astype(jnp.int32), 0, field.shape[1] - 2)
        wi = (fi - i0)[:, None]
        wj = (fj - j0)[None, :]
        f00 = field[i0][:, j0]
        f10 = field[i0 + 1][:, j0]
        f01 = field[i0][:, j0 + 1]
        f11 = field[i0 + 1][:, j0 + 1]
        return (1 - wi) * ((1 - wj) * f00 + wj * f01) + wi * ((1 - wj) * f10 + wj * f11)

    def __call__(self, field):
        return jax.jit(self.interpolate)(field, self.fi, self.fj)
