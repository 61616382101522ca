import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def agc_update(block, gain, target, alpha):
    out = block * gain
    rms = jnp.sqrt(jnp.mean(out ** 2) + 1e-8)
    return out, gain * (target / rms) ** alpha


class GainControl:
    def __init__(self, target=0.1, alpha=0.3):
        self.target = np.float32(target)
        self.alpha = np.float32(alpha)
        self.gain = np.float32(1.0)

    def __call__(self, block):
        out, self.gain = agc_update(block, self.gain, self.target, self.alpha)
        return out
