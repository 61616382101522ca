import jax
import jax.numpy as jnp


@jax.jit
def simulate_dyehouse(kg_in, capacity_kg):
    def day(backlog, arriving):
        work = backlog + arriving
        dyed = jnp.minimum(work, capacity_kg)
        return work - dyed, (dyed, work - dyed)
    _, (dyed, backlog) = jax.lax.scan(day, jnp.float32(0.0), kg_in)
    return dyed.sum(), backlog.max(), jnp.mean(dyed / capacity_kg)
