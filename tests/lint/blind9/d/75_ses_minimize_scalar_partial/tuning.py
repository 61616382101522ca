from functools import partial

import jax
from scipy.optimize import minimize_scalar

from smoothing import ses_sse


def fit_alpha(series, max_evals=10):
    calls = []

    def objective(alpha):
        calls.append(alpha)
        score = jax.jit(partial(ses_sse, alpha=alpha))
        return float(score(series))

    res = minimize_scalar(objective, bounds=(0.01, 0.99), method="bounded",
                          options={"maxiter": max_evals, "xatol": 1e-3})
    return res.x, len(calls)
