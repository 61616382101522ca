import equinox as eqx
import jax
import jax.numpy as jnp


class BaselineCorrector(eqx.Module):
    weights: jax.Array
    window: int

    def __call__(self, spectrum):
        kernel = jnp.ones(self.window) / self.window
        padded = jnp.pad(spectrum, (self.window // 2, self.window - 1 - self.window // 2), mode="edge")
        baseline = jnp.convolve(padded, kernel, mode="valid")
        return (spectrum - baseline) * self.weights


@eqx.filter_jit
def correct_batch(corrector, spectra):
    return jax.vmap(corrector)(spectra)
