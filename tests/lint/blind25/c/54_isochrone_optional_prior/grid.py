import jax
import jax.numpy as jnp
import numpy as np


def isochrone_grid(n_age=40, n_mass=60):
    age = np.linspace(1.0, 12.0, n_age)[:, None]
    mass = np.linspace(0.7, 1.6, n_mass)[None, :]
    teff = 5772 * mass ** 0.55 * (1 - 0.01 * age * mass ** 3)
    logg = 4.44 - 0.3 * (mass - 1) - 0.03 * age * mass ** 2
    mabs = 4.8 - 5.5 * np.log10(mass) - 0.08 * age * mass ** 2.5
    f32 = lambda a: jnp.asarray(a, jnp.float32)
    return f32(np.broadcast_to(age, teff.shape)), f32(teff), f32(logg), f32(mabs)


@jax.jit
def age_posterior(obs, grid):
    age, teff, logg, mabs = grid
    chi2 = ((teff - obs.teff) / obs.teff_err) ** 2 + ((mabs - obs.mag_abs) / obs.mag_err) ** 2
    if obs.logg is not None:
        chi2 = chi2 + ((logg - obs.logg) / obs.logg_err) ** 2
    w = jnp.exp(-0.5 * (chi2 - chi2.min()))
    return jnp.sum(w * age) / jnp.sum(w)
