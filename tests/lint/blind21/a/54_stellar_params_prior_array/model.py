import equinox as eqx
import jax.numpy as jnp

# effective wavelengths (micron) of the photometric bands
BANDS = jnp.array([0.36, 0.47, 0.62, 0.75, 0.89, 1.25, 1.65, 2.17])


class StellarSED(eqx.Module):
    log_teff: jnp.ndarray
    log_scale: jnp.ndarray

    def __call__(self):
        teff = 10 ** self.log_teff
        bb = 1.0 / (BANDS ** 5 * (jnp.exp(1.4388e4 / (BANDS * teff)) - 1.0))
        return -2.5 * jnp.log10(bb) + self.log_scale


def gaussian_prior(model, mean, sigma=0.05):
    return 0.5 * ((model.log_teff - mean) / sigma) ** 2
