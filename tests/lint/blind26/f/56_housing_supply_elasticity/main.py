import jax
import jax.numpy as jnp
import numpy as np
from calibrate import elasticity_for

@jax.jit
def supply_response(stock, price_change, elasticity):
    return stock * (1.0 + price_change) ** elasticity - stock

rng = np.random.default_rng(4)
stock = jnp.array(rng.uniform(1e4, 5e4, 20), dtype=jnp.float32)
for market in ["default", "coastal", "inland", "suburban"]:
    prices = rng.uniform(200, 600, 30)
    permits = 50 * prices ** rng.uniform(0.3, 1.2) * rng.lognormal(0, 0.05, 30)
    e = elasticity_for(market, prices, permits)
    print(market, round(e, 3), float(supply_response(stock, 0.1, e).sum()))
