from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnames=("num_users",))
def per_user_totals(values, user_index, num_users):
    spend = jax.ops.segment_sum(values, user_index, num_segments=num_users)
    events = jax.ops.segment_sum(jnp.ones_like(values), user_index, num_segments=num_users)
    return spend, spend / jnp.maximum(events, 1.0)


def rollup(user_ids, values):
    users, inverse = np.unique(user_ids, return_inverse=True)
    spend, avg = per_user_totals(values, inverse.astype(np.int32), num_users=len(users))
    return dict(zip(users.tolist(), np.asarray(spend).tolist())), np.asarray(avg)
