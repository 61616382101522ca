from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class SmoothingSpec:
    window: int = 5
    mode: str = "gaussian"

    def kernel(self):
        if self.mode == "gaussian":
            t = jnp.arange(self.window) - self.window // 2
            k = jnp.exp(-0.5 * (t / (self.window / 4)) ** 2)
        else:
            k = jnp.ones(self.window)
        return k / k.sum()


@partial(jax.jit, static_argnames="spec")
def smooth_keypoints(kp, spec):
    k = spec.kernel()
    flat = kp.reshape(kp.shape[0], -1).T
    out = jax.vmap(lambda s: jnp.convolve(s, k, mode="same"))(flat)
    return out.T.reshape(kp.shape)
