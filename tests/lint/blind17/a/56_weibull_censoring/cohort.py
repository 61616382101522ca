import numpy as np


def simulate_cohort(rng, n=64, d=5):
    x = rng.normal(size=(n, d)).astype(np.float32)
    t = rng.weibull(1.5, size=n).astype(np.float32) * 10
    censor = rng.uniform(0, 15, size=n).astype(np.float32)
    observed = t <= censor
    return x, np.minimum(t, censor), observed


def as_training_arrays(x, time, observed):
    return (x, time), observed.astype(np.float32)
