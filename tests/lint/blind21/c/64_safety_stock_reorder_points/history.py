import numpy as np

DEFAULT_CV = 0.25


def demand_cv(sales):
    if len(sales) < 4:
        cv = DEFAULT_CV
    else:
        cv = np.std(sales) / np.mean(sales)
    return np.float32(cv)
