import equinox as eqx
import jax
import jax.numpy as jnp


class SpectralRidge(eqx.Module):
    weights: jax.Array
    bias: jax.Array

    def __call__(self, spectrum):
        return spectrum @ self.weights + self.bias


@eqx.filter_jit
def fold_metrics(model, spectra, nitrate):
    pred = jax.vmap(model)(spectra)
    resid = pred - nitrate
    rmse = jnp.sqrt(jnp.mean(resid ** 2))
    r2 = 1.0 - jnp.sum(resid ** 2) / jnp.sum((nitrate - nitrate.mean()) ** 2)
    return rmse, r2
