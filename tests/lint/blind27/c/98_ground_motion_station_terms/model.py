import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np


class StationTermModel(eqx.Module):
    coeffs: jax.Array
    station_terms: np.ndarray

    def __call__(self, mag, logr, sta):
        return self.coeffs[0] + self.coeffs[1] * mag - self.coeffs[2] * logr + self.station_terms[sta]


@eqx.filter_jit
def gm_residuals(model, mag, logr, sta, obs):
    return obs - model(mag, logr, sta)
