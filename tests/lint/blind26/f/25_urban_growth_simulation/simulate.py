from functools import partial
import jax
import jax.numpy as jnp

@partial(jax.jit, static_argnames=("years",))
def simulate_growth(pop0, growth, capacity, years):
    def step(p, _):
        p = p + growth * p * (1.0 - p / capacity)
        return p, p
    _, path = jax.lax.scan(step, pop0, None, length=years)
    return path
