import numpy as np

from ar import P, fit_ar


def walk_forward(series, start, step):
    errors = []
    for cut in range(start, len(series) - 1, step):
        history = series[:cut]
        coef = np.asarray(fit_ar(history))
        forecast = float(series[cut - P:cut] @ coef)
        errors.append(abs(forecast - float(series[cut])))
    return np.array(errors)
