import jax
import numpy as np

from policy import act


def collect(env, params, key, num_steps):
    obs = env.reset()
    transitions = []
    for _ in range(num_steps):
        key, sub = jax.random.split(key)
        action = np.asarray(act(params, obs, sub))
        next_obs, reward = env.step(action)
        transitions.append((obs, action, reward))
        obs = next_obs
    return transitions, key
