import jax
import jax.numpy as jnp


@jax.jit
def pick_path_length(slots, valid):
    aisle = slots[:, 0]
    depth = slots[:, 1]
    lo = jnp.where(valid, aisle, jnp.inf).min()
    hi = jnp.where(valid, aisle, -jnp.inf).max()
    deepest = jnp.where(valid, depth, 0.0).max()
    return 2.0 * (hi - lo) + 2.0 * deepest
