import numpy as np

from forecast import seasonal_forecast


def backtest(coefs, actuals, start):
    errs = []
    for day in range(start, start + len(actuals)):
        errs.append(float(seasonal_forecast(coefs, day)) - actuals[day - start])
    return float(np.mean(np.abs(errs)))
