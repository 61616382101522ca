import jax
import jax.numpy as jnp


@jax.jit
def np_ratio(cast):
    deep = cast["depth"] > 100
    p = jnp.where(deep, cast["phosphate"], 0.0)
    n = jnp.where(deep, cast["nitrate"], 0.0)
    pm, nm = p.sum() / deep.sum(), n.sum() / deep.sum()
    slope = jnp.sum(deep * (p - pm) * (n - nm)) / jnp.sum(deep * (p - pm) ** 2)
    return slope, nm - slope * pm
