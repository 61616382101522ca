import jax
import jax.numpy as jnp


@jax.jit
def channel_to_energy(coeffs, channels):
    return coeffs[0] + coeffs[1] * channels + coeffs[2] * channels ** 2


@jax.jit
def refine_gain(coeffs, peak_channels, ref_energies):
    def loss(c):
        return jnp.sum((channel_to_energy(c, peak_channels) - ref_energies) ** 2)
    return coeffs - 1e-12 * jax.grad(loss)(coeffs)
