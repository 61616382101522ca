from gp import gp_posterior


def select_lengthscale(x, y, candidates):
    best, best_ml = None, -float("inf")
    for ls in candidates:
        _, _, log_ml = gp_posterior(x, y, x, ls)
        if float(log_ml) > best_ml:
            best, best_ml = ls, float(log_ml)
    return best, best_ml
