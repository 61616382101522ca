import jax
import jax.numpy as jnp

TARGET_RMS = 0.1


@jax.jit
def agc_block(block, gain, alpha):
    """Automatic gain control for field recordings, one block at a time."""
    out = block * gain
    rms = jnp.sqrt(jnp.mean(out ** 2) + 1e-8)
    new_gain = gain * (TARGET_RMS / rms) ** alpha
    return out, new_gain
