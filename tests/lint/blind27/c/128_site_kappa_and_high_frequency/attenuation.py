import jax
import jax.numpy as jnp


@jax.jit
def kappa_spectrum(freqs, kappa, f_corner):
    source = 1.0 / (1.0 + (freqs / f_corner) ** 2)
    return source * jnp.exp(-jnp.pi * kappa * freqs)
