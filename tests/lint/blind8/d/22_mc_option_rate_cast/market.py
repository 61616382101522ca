import numpy as np

# zero rates by tenor (years) from the morning curve build
CURVE_TENORS = np.array([0.25, 0.5, 1.0, 2.0, 3.0])
CURVE_RATES = np.array([0.0530, 0.0521, 0.0497, 0.0462, 0.0441])
DEFAULT_RATE = 0.05


def zero_rate(maturity):
    if maturity < CURVE_TENORS[0]:
        return DEFAULT_RATE
    return float(np.interp(maturity, CURVE_TENORS, CURVE_RATES))
