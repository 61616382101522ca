import jax
import jax.numpy as jnp

SLA = 0.022
RUE = 1.4


@jax.jit
def grow_one_day(lai, biomass, par, tmean):
    temp_f = jnp.clip((tmean - 8.0) / 17.0, 0.0, 1.0)
    intercepted = par * (1.0 - jnp.exp(-0.6 * lai))
    dbio = RUE * intercepted * temp_f
    lai = lai + SLA * 0.45 * dbio
    return lai, biomass + dbio


def init_state(n_fields):
    lai = jnp.full((n_fields,), 0.05)
    biomass = jnp.zeros((n_fields,))
    return lai, biomass
