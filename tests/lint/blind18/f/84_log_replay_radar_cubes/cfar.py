import jax
import jax.numpy as jnp


@jax.jit
def ca_cfar(power, scale=4.0):
    k = jnp.ones((9, 9)).at[3:6, 3:6].set(0.0)
    k = k / k.sum()
    noise = jax.scipy.signal.convolve2d(power, k, mode="same")
    return power > scale * noise
