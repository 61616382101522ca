import numpy as np


def collect_episode(env, policy_fn, max_len):
    """Roll out one episode into MAX_LEN arrays plus a validity mask."""
    obs = env.reset()
    observations = np.zeros((max_len, obs.shape[0]), np.float32)
    actions = np.zeros((max_len,), np.float32)
    rewards = np.zeros((max_len,), np.float32)
    mask = np.zeros((max_len,), np.float32)
    for t in range(max_len):
        a = policy_fn(obs)
        next_obs, r, done = env.step(a)
        observations[t], actions[t], rewards[t], mask[t] = obs, a, r, 1.0
        obs = next_obs
        if done:
            break
    return observations, actions, rewards, mask
