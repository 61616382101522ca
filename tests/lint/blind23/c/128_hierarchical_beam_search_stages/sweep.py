import jax
import jax.numpy as jnp


@jax.jit
def beam_powers(codebook, h, noise):
    return jnp.abs(codebook.conj() @ h) ** 2 + noise
