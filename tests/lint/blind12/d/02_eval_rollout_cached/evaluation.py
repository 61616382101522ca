import functools

import jax
import jax.numpy as jnp

from envs import pendulum_step, linear_policy


@functools.lru_cache(maxsize=None)
def make_eval_fn(horizon, num_envs):
    def evaluate(params, key):
        init = jax.random.uniform(key, (num_envs, 2), minval=-0.5, maxval=0.5)

        def body(state, _):
            action = linear_policy(params, state)[..., 0]
            state, reward = pendulum_step(state, action)
            return state, reward

        _, rewards = jax.lax.scan(body, init, None, length=horizon)
        return rewards.sum(0).mean()

    return jax.jit(evaluate)
