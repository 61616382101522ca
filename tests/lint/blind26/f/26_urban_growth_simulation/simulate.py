import jax
import jax.numpy as jnp

MAX_YEARS = 30

@jax.jit
def growth_paths(pop0, growth, capacity):
    def step(p, _):
        p = p + growth * p * (1.0 - p / capacity)
        return p, p
    _, path = jax.lax.scan(step, pop0, None, length=MAX_YEARS)
    return path
