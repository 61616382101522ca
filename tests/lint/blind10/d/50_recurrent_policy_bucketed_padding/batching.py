import numpy as np

LENGTH_BUCKETS = (8, 16, 32)


def bucket_length(n, buckets=LENGTH_BUCKETS):
    for b in buckets:
        if n <= b:
            return b
    raise ValueError(f"trajectory of length {n} exceeds the largest bucket {buckets[-1]}")


def pad_trajectories(trajs):
    max_len = bucket_length(max(len(t["rewards"]) for t in trajs))
    obs_dim = trajs[0]["obs"].shape[-1]
    obs = np.zeros((len(trajs), max_len, obs_dim), np.float32)
    actions = np.zeros((len(trajs), max_len), np.int32)
    rewards = np.zeros((len(trajs), max_len), np.float32)
    mask = np.zeros((len(trajs), max_len), np.float32)
    for i, t in enumerate(trajs):
        n = len(t["rewards"])
        obs[i, :n], actions[i, :n], rewards[i, :n], mask[i, :n] = t["obs"], t["actions"], t["rewards"], 1.0
    return obs, actions, rewards, mask
