import jax
import numpy as np

from rlkit.policy import act


def evaluate_policy(params, env, key, steps=10, explore=False):
    obs = env.reset()
    total = np.zeros(env.num_envs)
    for _ in range(steps):
        key, sub = jax.random.split(key)
        action = act(params, obs, sub, deterministic=explore is False)
        obs, reward = env.step(action)
        total += reward
    return total.mean()
