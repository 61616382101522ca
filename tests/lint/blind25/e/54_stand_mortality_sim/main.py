import jax
import jax.numpy as jnp
from state import Stand, PROJECT
from sim import stand_period

key = jax.random.PRNGKey(3)
stand = Stand(dbh=jnp.linspace(8.0, 30.0, 60), alive=jnp.ones(60), species=PROJECT["species"])
for period in range(PROJECT["periods"]):
    key, k = jax.random.split(key)
    stand = stand_period(stand, k)
    print(period, int(stand.alive.sum()), round(float(jnp.sum(stand.alive * stand.dbh) / stand.alive.sum()), 2))
