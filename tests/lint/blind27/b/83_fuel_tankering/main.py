import jax
import jax.numpy as jnp
import numpy as np
from prices import station_prices


@jax.jit
def tankering_saving(prices, extra_fuel_kg, burn_penalty):
    # carry fuel from station 0 to each other station vs buying there
    price = jnp.asarray(prices)
    saved = (price[1:] - price[0]) * extra_fuel_kg
    return saved - burn_penalty * extra_fuel_kg * price[0]


rng = np.random.default_rng(83)
for day in range(6):
    s = tankering_saving(station_prices(day, rng), jnp.float32(3000.0), jnp.float32(0.035))
    print(day, np.round(np.asarray(s), 0))
