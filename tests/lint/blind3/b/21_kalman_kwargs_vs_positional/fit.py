import itertools

import numpy as np

from kalman import local_level_loglik


def grid_fit(observations, log_q_grid=np.linspace(-3, 1, 3), log_r_grid=np.linspace(-2, 1, 2)):
    best = (-np.inf, None, None)
    for log_q, log_r in itertools.product(log_q_grid.tolist(), log_r_grid.tolist()):
        ll = float(local_level_loglik(log_q, log_r, observations))
        if ll > best[0]:
            best = (ll, log_q, log_r)
    return best
