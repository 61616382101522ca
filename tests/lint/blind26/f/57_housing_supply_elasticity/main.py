import jax
import jax.numpy as jnp
import numpy as np
from calibrate import DEFAULT_ELASTICITY, fitted_elasticity

@jax.jit
def permit_projection(stock, price_path, elasticity):
    growth = jnp.cumprod(1.0 + price_path)
    return stock * (growth ** elasticity - 1.0)

rng = np.random.default_rng(5)
stock = jnp.float32(42_000.0)
price_path = jnp.array(rng.normal(0.03, 0.02, 10), dtype=jnp.float32)
markets = {"default": DEFAULT_ELASTICITY}
for market in ["coastal", "inland", "suburban"]:
    prices = rng.uniform(200, 600, 30)
    markets[market] = fitted_elasticity(prices, 50 * prices ** rng.uniform(0.3, 1.2))
for market, e in markets.items():
    print(market, type(e).__name__, round(float(permit_projection(stock, price_path, e)[-1])))
