import numpy as np

from advantages import generalized_advantages


def explained_variance(rewards, values, dones, gamma):
    _, returns = generalized_advantages(rewards, values, dones, gamma, 1.0)
    returns = np.asarray(returns)
    pred = np.asarray(values[:-1])
    return 1.0 - np.var(returns - pred) / (np.var(returns) + 1e-8)
