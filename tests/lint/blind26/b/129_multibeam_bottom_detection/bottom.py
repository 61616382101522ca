import jax
import jax.numpy as jnp


@jax.jit
def detect_bottom(amp, n_valid, sample_spacing_m):
    idx = jnp.arange(amp.shape[0])
    a = jnp.where(idx < n_valid, amp, 0.0)
    smooth = jnp.convolve(a, jnp.ones(9) / 9, mode="same")
    onset = jnp.argmax(smooth > 0.5 * smooth.max())
    return onset * sample_spacing_m
