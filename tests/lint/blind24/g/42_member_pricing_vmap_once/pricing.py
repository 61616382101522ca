import jax
import jax.numpy as jnp


def monthly_bill(ride_minutes, is_ebike, plan):
    included = plan[0]
    per_min = jnp.where(is_ebike, plan[2], plan[1])
    overage = jnp.maximum(ride_minutes - included, 0.0)
    return jnp.sum(overage * per_min)


bill_all_members = jax.jit(jax.vmap(monthly_bill, in_axes=(0, 0, None)))
