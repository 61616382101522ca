from functools import partial
import jax
import jax.numpy as jnp
from policies import POLICY_RUNS

@partial(jax.jit, static_argnames=("policy",))
def developer_response(land_cost, market_rent, set_aside, policy):
    revenue = market_rent * (1.0 - set_aside) + 0.6 * market_rent * set_aside
    margin = revenue - land_cost
    if policy == "mandatory":
        return jnp.sum(jnp.where(margin > 0, 1.0, 0.0))
    bonus = 1.0 + 2.0 * set_aside
    return jnp.sum(jnp.where(margin * bonus > 0.05 * revenue, bonus, 0.0))

key = jax.random.PRNGKey(0)
land = jax.random.uniform(key, (200,), minval=0.5, maxval=1.5)
for year in range(3):
    rent = jnp.full((200,), 1.1 + 0.05 * year)
    for run in POLICY_RUNS:
        units = developer_response(land, rent, run["set_aside"], policy=run["policy"])
        print(year, run["policy"], run["set_aside"], float(units))
