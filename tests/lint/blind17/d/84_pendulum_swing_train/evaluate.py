import numpy as np

from dynamics import DT, rollout_cost


def evaluate(theta, starts, duration):
    horizon = np.round(duration / DT).astype(int)
    return float(np.mean([rollout_cost(theta, s, horizon=horizon) for s in starts]))
