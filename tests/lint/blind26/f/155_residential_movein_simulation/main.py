from functools import partial
import jax
import jax.numpy as jnp
from blocks import block_vacancies

@partial(jax.jit, static_argnames=("n_vacant",))
def assign_movers(key, rent, income_mu, n_vacant):
    incomes = jnp.exp(income_mu + 0.4 * jax.random.normal(key, (n_vacant,)))
    return jnp.sum(incomes * 0.3 >= rent)

key = jax.random.PRNGKey(0)
for block, vac in enumerate(block_vacancies(8)):
    key, sub = jax.random.split(key)
    moved = assign_movers(sub, 1400.0, 8.6, n_vacant=int(vac))
    print(block, int(vac), int(moved))
