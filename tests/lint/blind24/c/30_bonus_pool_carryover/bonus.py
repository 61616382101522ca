import jax
import jax.numpy as jnp


@jax.jit
def allocate_bonus(ratings, salaries, pool, carryover):
    budget = pool + carryover
    weight = jnp.exp(0.8 * (ratings - 3.0)) * salaries
    share = weight / weight.sum()
    award = jnp.minimum(share * budget, 0.2 * salaries)
    return award, budget - award.sum()
