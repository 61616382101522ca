import numpy as np

FALLBACK = {"GBP": 1.17, "USD": 0.92, "CHF": 1.04}


def eur_rate(currency, quotes):
    q = quotes.get(currency)
    if q is None or len(q) == 0:
        return FALLBACK[currency]
    return np.median(q)
