from functools import partial

import jax
import jax.numpy as jnp

from lanes import LANE_CENTERS


@partial(jax.jit, static_argnums=(1,))
def lane_costs(ego_xy, lane_ids, goal_xy):
    lanes = jnp.asarray(LANE_CENTERS)[jnp.array(lane_ids)]
    entry = jnp.linalg.norm(lanes[:, 0] - ego_xy, axis=-1)
    exit_ = jnp.linalg.norm(lanes[:, -1] - goal_xy, axis=-1)
    return entry + exit_
