import jax
import jax.numpy as jnp

MAX_PLAYERS = 22


@jax.jit
def penalty_box_spread(xy, in_box):
    idx = jnp.nonzero(in_box, size=MAX_PLAYERS, fill_value=0)[0]
    valid = jnp.arange(MAX_PLAYERS) < jnp.sum(in_box)
    pts = xy[idx]
    n = jnp.maximum(jnp.sum(valid), 1)
    centre = jnp.sum(pts * valid[:, None], 0) / n
    return jnp.sum(jnp.linalg.norm(pts - centre, axis=1) * valid) / n
