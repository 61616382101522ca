import jax
import numpy as np

from .actor import sample_action


def collect(params, env_obs, key):
    actions, logps = [], []
    for obs in env_obs:
        key, sub = jax.random.split(key)
        a, lp = sample_action(params, obs, sub)
        actions.append(int(a))
        logps.append(float(lp))
    return np.array(actions), np.array(logps)
