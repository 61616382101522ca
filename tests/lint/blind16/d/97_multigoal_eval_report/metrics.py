import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def per_goal_success(goal_ids, success, goals):
    match = goal_ids[None, :] == goals[:, None]
    return (match * success[None, :]).sum(1) / jnp.maximum(match.sum(1), 1)


def success_report(goal_ids, success):
    goals = np.unique(goal_ids)
    rates = per_goal_success(goal_ids, success, goals)
    return dict(zip(goals.tolist(), np.asarray(rates).round(2).tolist()))
