import numpy as np


def adaptive_inflation(innovation_var, spread_var, obs_var, prior=1.05):
    est = (innovation_var - obs_var) / max(spread_var, 1e-6)
    return float(np.clip(0.5 * prior + 0.5 * np.sqrt(max(est, 1e-6)), 1.0, 1.5))
