from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("reward_fn", "horizon"))
def evaluate_policy(w, start, goal, reward_fn, horizon=25):
    def step(carry, _):
        pos, vel = carry
        action = jnp.tanh(jnp.concatenate([pos, vel, goal]) @ w)
        vel = 0.9 * vel + 0.1 * action
        pos = pos + 0.1 * vel
        return (pos, vel), reward_fn(pos, goal, action)

    _, rewards = jax.lax.scan(step, (start, jnp.zeros(2)), None, length=horizon)
    return rewards.sum()
