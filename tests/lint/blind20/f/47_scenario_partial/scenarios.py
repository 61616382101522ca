import jax.numpy as jnp


def storage_value(prices, efficiency, power_mw, energy_mwh):
    hours = energy_mwh / power_mw
    order = jnp.sort(prices)
    n = prices.shape[0]
    k = jnp.arange(n)
    buy = jnp.sum(jnp.where(k < hours, order, 0.0))
    sell = jnp.sum(jnp.where(k >= n - hours, order, 0.0))
    return power_mw * (efficiency * sell - buy)


SCENARIOS = [
    {"name": "li-ion 1h", "efficiency": 0.90, "power_mw": 10.0, "energy_mwh": 10.0},
    {"name": "li-ion 2h", "efficiency": 0.90, "power_mw": 10.0, "energy_mwh": 20.0},
    {"name": "li-ion 4h", "efficiency": 0.88, "power_mw": 10.0, "energy_mwh": 40.0},
    {"name": "flow 6h", "efficiency": 0.70, "power_mw": 5.0, "energy_mwh": 30.0},
]
