import numpy as np

from targets import td_lambda_targets


def target_drift(rewards, values, lam):
    """How far the value head is from its own lambda-targets on a batch of games."""
    errs = []
    for r, v in zip(rewards, values):
        g = np.asarray(td_lambda_targets(r, v, lam=lam))
        errs.append(np.abs(g - v).mean())
    return float(np.mean(errs))
