import jax
import jax.numpy as jnp


@jax.jit
def simulate_knitting(yarn_kg, open_day, machine_kg_per_day):
    def day(stock, inp):
        arriving, is_open = inp
        stock = stock + arriving
        knit = jnp.minimum(stock, machine_kg_per_day * is_open)
        return stock - knit, knit
    left, knit = jax.lax.scan(day, jnp.float32(0.0), (yarn_kg, open_day))
    return knit.sum(), left
