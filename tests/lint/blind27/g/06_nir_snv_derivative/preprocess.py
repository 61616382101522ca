import jax
import jax.numpy as jnp


def make_snv_derivative(window):
    kernel = jnp.array([-1.0, 0.0, 1.0]) / 2.0
    smooth = jnp.ones(window) / window

    def snv_derivative(spectra):
        x = (spectra - spectra.mean(axis=1, keepdims=True)) / spectra.std(axis=1, keepdims=True)
        x = jax.vmap(lambda r: jnp.convolve(r, smooth, mode="same"))(x)
        return jax.vmap(lambda r: jnp.convolve(r, kernel, mode="same"))(x)

    return jax.jit(snv_derivative)
