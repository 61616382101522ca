import numpy as np


def make_demonstrations(n, obs_dim, act_dim, seed=0):
    rng = np.random.default_rng(seed)
    obs = rng.normal(size=(n, obs_dim)).astype(np.float32)
    expert_w = rng.normal(size=(obs_dim, act_dim)).astype(np.float32)
    act = np.tanh(obs @ expert_w)
    return obs, act


def iterate_minibatches(obs, act, batch_size, rng):
    idx = rng.permutation(len(obs))
    for start in range(0, len(obs) - batch_size + 1, batch_size):
        sel = idx[start:start + batch_size]
        yield obs[sel], act[sel]
