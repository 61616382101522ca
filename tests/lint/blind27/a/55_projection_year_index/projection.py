import jax
import jax.numpy as jnp


@jax.jit
def project_inforce(inforce, lapse_rates, qx, year):
    lapse = lapse_rates[jnp.minimum(year, lapse_rates.shape[0] - 1)]
    deaths = inforce * qx
    lapses = (inforce - deaths) * lapse
    return inforce - deaths - lapses, deaths.sum(), lapses.sum()
