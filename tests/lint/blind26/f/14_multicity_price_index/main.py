import jax
import jax.numpy as jnp
from loaders import load_city

@jax.jit
def hedonic_index(table, coef):
    log_price = 12.0 + table @ coef
    return jnp.exp(jnp.mean(log_price) - 12.0)

coef = jnp.array([0.35, 0.04, -0.004])
for i, city in enumerate(["northport", "southbay", "eastvale", "westfield"]):
    table = load_city(city, seed=i)
    print(city, table.dtype, round(float(hedonic_index(table, coef)), 4))
