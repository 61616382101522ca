import numpy as np

from kalman import local_level_loglik


def grid_search_q(ys, q_grid):
    scores = []
    for q in q_grid:
        ll, _ = local_level_loglik(ys, q)
        scores.append(float(ll))
    best = int(np.argmax(scores))
    return q_grid[best], scores
