import jax
import jax.numpy as jnp


@jax.jit
def network_rsam(traces):
    levels = {s: jnp.mean(jnp.abs(x - x.mean())) for s, x in traces.items()}
    median = jnp.median(jnp.stack(list(levels.values())))
    return levels, median
