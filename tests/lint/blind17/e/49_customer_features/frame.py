import numpy as np


def make_transactions(n=600, n_customers=8, seed=0):
    rng = np.random.default_rng(seed)
    customer = rng.integers(0, n_customers, n)
    amount = rng.gamma(2.0, 30.0, n).astype(np.float32)
    order = np.argsort(customer, kind="stable")
    return customer[order], amount[order]


def groupby(keys, values):
    uniq, starts = np.unique(keys, return_index=True)
    ends = np.r_[starts[1:], len(keys)]
    for k, s, e in zip(uniq, starts, ends):
        yield int(k), values[s:e]
