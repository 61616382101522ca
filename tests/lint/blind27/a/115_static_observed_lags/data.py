import numpy as np


def quarter_payments(rng, quarter):
    # payments reported so far: (development lag, amount)
    n = 60 + 15 * quarter
    max_lag = min(2 + quarter, 12)
    lags = rng.integers(0, max_lag, n)
    amounts = rng.gamma(2.0, 400.0 * np.exp(-0.2 * lags))
    return lags, amounts.astype(np.float32)


def observed_lags(lags):
    return tuple(sorted(set(int(l) for l in lags)))
