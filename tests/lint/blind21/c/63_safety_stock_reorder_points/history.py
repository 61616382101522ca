import numpy as np

DEFAULT_CV = 0.25


def demand_cv(sales):
    if len(sales) < 4:
        return DEFAULT_CV
    return np.std(sales) / np.mean(sales)
