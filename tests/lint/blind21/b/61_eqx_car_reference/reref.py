import equinox as eqx
import jax.numpy as jnp
import numpy as np


class CommonAverageReference(eqx.Module):
    bad_channels: tuple = eqx.field(static=True)
    n_channels: int = eqx.field(static=True)

    def __call__(self, x):
        good = np.setdiff1d(np.arange(self.n_channels), np.array(self.bad_channels, dtype=int))
        ref = x[good].mean(axis=0, keepdims=True)
        return (x - ref).at[jnp.array(self.bad_channels, dtype=jnp.int32)].set(0.0)


def detect_bad_channels(x, ratio=8.0):
    var = x.var(axis=1)
    return tuple(int(c) for c in np.where(var > ratio * np.median(var))[0])
