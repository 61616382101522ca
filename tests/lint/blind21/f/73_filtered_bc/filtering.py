import numpy as np


def rollout_batch(rng, n=64, obs_dim=8, act_dim=2):
    obs = rng.normal(size=(n, obs_dim)).astype(np.float32)
    act = rng.normal(size=(n, act_dim)).astype(np.float32)
    returns = rng.normal(size=n).astype(np.float32)
    return obs, act, returns


def keep_successful(obs, act, returns, min_return=0.5):
    keep = returns > min_return
    return obs[keep], act[keep]
