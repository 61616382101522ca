import jax
import jax.numpy as jnp


@jax.jit
def simulate_yard(arrivals, capacity, n_steps, key):
    def body(t, state):
        stock, dropped, key = state
        key, sub = jax.random.split(key)
        inflow = arrivals[t % arrivals.shape[0]]
        outflow = jax.random.poisson(sub, 40.0).astype(jnp.float32)
        stock = stock + inflow - outflow
        over = jnp.maximum(stock - capacity, 0.0)
        return jnp.clip(stock, 0.0, capacity), dropped + over, key
    stock, dropped, _ = jax.lax.fori_loop(0, n_steps, body, (jnp.float32(0.0), jnp.float32(0.0), key))
    return stock, dropped
