import jax
import jax.numpy as jnp


@jax.jit
def fte_count(hours, is_contractor, is_part_time, flags):
    keep = jnp.where(is_contractor, flags["include_contractors"], True)
    keep = keep & jnp.where(is_part_time, flags["count_part_time"], True)
    return jnp.sum(jnp.where(keep, hours / 40.0, 0.0))
