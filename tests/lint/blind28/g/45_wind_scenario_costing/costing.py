import jax
import jax.numpy as jnp

THERMAL_MAX = 900.0
VOLL = 5000.0
SPILL_COST = 5.0


def scenario_cost(wind, demand, thermal_plan):
    net = demand - wind - thermal_plan
    shed = jnp.maximum(net, 0.0)
    spill = jnp.maximum(-net, 0.0)
    return jnp.sum(VOLL * shed + SPILL_COST * spill)


def expected_cost(wind_scen, demand, thermal_plan):
    per_scenario = jax.jit(jax.vmap(scenario_cost, in_axes=(0, None, None)))
    costs = per_scenario(wind_scen, demand, thermal_plan)
    return costs.mean(), jnp.quantile(costs, 0.95)
