import jax
import jax.numpy as jnp
import numpy as np

MAX_VACANT = 16

@jax.jit
def assign_movers_masked(key, rent, income_mu, n_vacant):
    incomes = jnp.exp(income_mu + 0.4 * jax.random.normal(key, (MAX_VACANT,)))
    slot = jnp.arange(MAX_VACANT) < n_vacant
    return jnp.sum(slot & (incomes * 0.3 >= rent))

rng = np.random.default_rng(0)
key = jax.random.PRNGKey(0)
for block, vac in enumerate(rng.integers(3, 9, 8)):
    key, sub = jax.random.split(key)
    print(block, int(vac), int(assign_movers_masked(sub, 1400.0, 8.6, vac)))
