import jax
import jax.numpy as jnp
from state import Stand

GROWTH = {"picea_abies": 0.45, "pinus_sylvestris": 0.38}

@jax.jit
def stand_period(stand, key):
    g = GROWTH[stand.species]
    comp = jnp.sum(stand.alive * stand.dbh ** 2) / 1e4
    dbh = stand.dbh + 5 * g * jnp.exp(-comp)
    p_die = 0.02 + 0.05 * comp
    alive = stand.alive * (jax.random.uniform(key, stand.alive.shape) > p_die)
    return Stand(dbh=dbh, alive=alive, species=stand.species)
