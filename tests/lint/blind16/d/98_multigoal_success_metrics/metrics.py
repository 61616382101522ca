import jax
import jax.numpy as jnp
import numpy as np

NUM_GOALS = 10


@jax.jit
def per_goal_success(goal_ids, success):
    hits = jax.ops.segment_sum(success, goal_ids, num_segments=NUM_GOALS)
    counts = jax.ops.segment_sum(jnp.ones_like(success), goal_ids, num_segments=NUM_GOALS)
    return hits / jnp.maximum(counts, 1), counts


def success_report(goal_ids, success):
    rates, counts = per_goal_success(goal_ids, success)
    rates, counts = np.asarray(rates).round(2), np.asarray(counts)
    return {g: rates[g].item() for g in range(NUM_GOALS) if counts[g] > 0}
