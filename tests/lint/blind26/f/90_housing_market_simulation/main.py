import jax.numpy as jnp
from market import MarketParams

POLICY = {"elasticity": 0.8, "supply_growth": 0.01}
stock = jnp.array([100.0, 80.0, 60.0])
shift = jnp.array([105.0, 90.0, 58.0])
for year in range(2025, 2030):
    params = MarketParams(**POLICY)
    price, stock = params.equilibrium_price(shift, stock)
    shift = shift * 1.02
    print(year, jnp.round(price, 3))
