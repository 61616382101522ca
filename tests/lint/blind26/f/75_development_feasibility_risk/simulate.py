import jax
import jax.numpy as jnp

@jax.jit
def feasibility_mc(key, cost, units, draws):
    k1, k2 = jax.random.split(key)
    price = 420e3 * jnp.exp(0.12 * jax.random.normal(k1, draws.shape))
    overrun = 1.0 + 0.15 * jax.random.uniform(k2, draws.shape)
    profit = units * price - cost * overrun
    return jnp.mean(profit > 0), jnp.percentile(profit, 5.0)
