import numpy as np


def load_prior(student, rng):
    if student % 3 == 0:
        return 0.0
    return [float(rng.normal(0, 0.8))]


def as_scalar(prior):
    return np.asarray(prior, np.float32).reshape(())
