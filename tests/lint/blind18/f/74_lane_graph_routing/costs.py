import jax
import jax.numpy as jnp

from lanes import LANE_CENTERS


@jax.jit
def lane_costs(ego_xy, lane_mask, goal_xy):
    lanes = jnp.asarray(LANE_CENTERS)
    entry = jnp.linalg.norm(lanes[:, 0] - ego_xy, axis=-1)
    exit_ = jnp.linalg.norm(lanes[:, -1] - goal_xy, axis=-1)
    return jnp.where(lane_mask, entry + exit_, jnp.inf)
