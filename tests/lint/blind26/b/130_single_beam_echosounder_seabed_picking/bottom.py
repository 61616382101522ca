import jax
import jax.numpy as jnp


@jax.jit
def pick_seabed(amp, n_valid, sample_spacing_m):
    idx = jnp.arange(amp.shape[0])
    a = jnp.where(idx < n_valid, amp, 0.0)
    smooth = jnp.convolve(a, jnp.ones(9) / 9, mode="same")
    return jnp.argmax(smooth > 0.5 * smooth.max()) * sample_spacing_m
