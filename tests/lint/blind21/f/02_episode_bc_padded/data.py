import numpy as np


def make_demos(num_demos, obs_dim, act_dim, seed=0):
    rng = np.random.default_rng(seed)
    demos = []
    for _ in range(num_demos):
        length = int(rng.integers(20, 60))
        obs = rng.normal(size=(length, obs_dim)).astype(np.float32)
        act = np.tanh(obs[:, :act_dim]).astype(np.float32)
        demos.append({"obs": obs, "act": act})
    return demos


def pad_episode(ep, max_len):
    length = ep["obs"].shape[0]
    obs = np.zeros((max_len, ep["obs"].shape[1]), np.float32)
    act = np.zeros((max_len, ep["act"].shape[1]), np.float32)
    mask = np.zeros((max_len,), np.float32)
    obs[:length] = ep["obs"]
    act[:length] = ep["act"]
    mask[:length] = 1.0
    return obs, act, mask


def iterate_episodes(demos, rng, max_len):
    order = rng.permutation(len(demos))
    for i in order:
        yield pad_episode(demos[i], max_len)
