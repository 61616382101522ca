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


def iterate_episodes(demos, rng):
    order = rng.permutation(len(demos))
    for i in order:
        ep = demos[i]
        yield ep["obs"], ep["act"]
