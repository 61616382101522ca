import jax
import numpy as np

from policy import act


def evaluate(env, params, key, num_steps, greedy=True):
    obs = env.reset()
    total = 0.0
    for _ in range(num_steps):
        key, sub = jax.random.split(key)
        action = np.asarray(act(params, obs, sub, deterministic=greedy))
        obs, reward = env.step(action)
        total += float(reward.mean())
    return total
