import jax
import jax.numpy as jnp

POLICY_INDEX = {"none": 0, "linear": 1, "step": 2}


def no_penalty(score, days):
    return score


def linear_penalty(score, days):
    return score * jnp.clip(1.0 - 0.1 * days, 0.0, 1.0)


def step_penalty(score, days):
    return jnp.where(days > 0, jnp.where(days > 3, 0.0, score * 0.8), score)


@jax.jit
def apply_late_policy(scores, days_late, policy_idx):
    return jax.lax.switch(policy_idx, [no_penalty, linear_penalty, step_penalty], scores, days_late)
