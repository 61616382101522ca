import numpy as np


def pad_trajectories(trajs):
    max_len = max(len(t["rewards"]) for t in trajs)
    obs_dim = trajs[0]["obs"].shape[-1]
    obs = np.zeros((len(trajs), max_len, obs_dim), np.float32)
    actions = np.zeros((len(trajs), max_len), np.int32)
    rewards = np.zeros((len(trajs), max_len), np.float32)
    mask = np.zeros((len(trajs), max_len), np.float32)
    for i, t in enumerate(trajs):
        n = len(t["rewards"])
        obs[i, :n], actions[i, :n], rewards[i, :n], mask[i, :n] = t["obs"], t["actions"], t["rewards"], 1.0
    return obs, actions, rewards, mask
