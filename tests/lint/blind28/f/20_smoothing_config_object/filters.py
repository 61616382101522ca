from functools import partial

import jax
import jax.numpy as jnp


class SmoothingConfig:
    def __init__(self, window=5, mode="gaussian"):
        self.window = window
        self.mode = mode

    def kernel(self):
        if self.mode == "gaussian":
            t = jnp.arange(self.window) - self.window // 2
            k = jnp.exp(-0.5 * (t / (self.window / 4)) ** 2)
        else:
            k = jnp.ones(self.window)
        return k / k.sum()


@partial(jax.jit, static_argnums=1)
def smooth_trajectory(kp, cfg):
    k = cfg.kernel()
    flat = kp.reshape(kp.shape[0], -1).T
    out = jax.vmap(lambda s: jnp.convolve(s, k, mode="same"))(flat)
    return out.T.reshape(kp.shape)
