import numpy as np

from networks import value_fn


def explained_variance(params, traj, returns):
    values = np.asarray(value_fn(params=params, obs=traj["obs"]))
    var_returns = returns.var()
    return float(1.0 - (returns - values).var() / var_returns) if var_returns > 0 else float("nan")
