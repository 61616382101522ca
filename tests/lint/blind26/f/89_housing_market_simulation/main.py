import jax.numpy as jnp
from market import MarketYear

stock = jnp.array([100.0, 80.0, 60.0])
shift = jnp.array([105.0, 90.0, 58.0])
for year in range(2025, 2030):
    market = MarketYear(year, elasticity=0.8, supply_growth=0.01)
    price, stock = market.clear_market(shift, stock)
    shift = shift * 1.02
    print(year, jnp.round(price, 3))
