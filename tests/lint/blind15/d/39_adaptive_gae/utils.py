import numpy as np


def adapt_lambda(lam, value_error, target=0.5, rate=0.02):
    step = rate if value_error < target else -rate
    return np.clip(lam + step, 0.8, 0.99)
