from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

N_BUCKETS = 1024


@partial(jax.jit, static_argnames=("num_users",))
def per_user_totals(values, user_index, num_users):
    spend = jax.ops.segment_sum(values, user_index, num_segments=num_users)
    events = jax.ops.segment_sum(jnp.ones_like(values), user_index, num_segments=num_users)
    return spend, spend / jnp.maximum(events, 1.0)


def rollup(user_ids, values):
    """Aggregate into hashed user buckets; collisions are acceptable for the dashboard."""
    buckets = (user_ids * 2654435761 % 2**32) % N_BUCKETS
    spend, avg = per_user_totals(values, buckets.astype(np.int32), num_users=N_BUCKETS)
    spend = np.asarray(spend)
    present = np.unique(buckets)
    return dict(zip(present.tolist(), spend[present].tolist())), np.asarray(avg)
