import numpy as np

from networks import value_fn


def compute_gae(params, traj, last_obs, gamma=0.99, lam=0.95):
    values = np.asarray(value_fn(params, traj["obs"]))
    last_value = np.asarray(value_fn(params, last_obs))
    values = np.concatenate([values, last_value[None]], 0)
    adv = np.zeros_like(traj["rewards"])
    running = np.zeros_like(traj["rewards"][0])
    for t in reversed(range(len(traj["rewards"]))):
        nonterminal = 1.0 - traj["dones"][t]
        delta = traj["rewards"][t] + gamma * values[t + 1] * nonterminal - values[t]
        running = delta + gamma * lam * nonterminal * running
        adv[t] = running
    return adv, adv + values[:-1]
