import numpy as np

HORIZON = 8


def forecast_window(series, hour, horizon=HORIZON):
    window = series[hour:hour + horizon]
    if len(window) < horizon:
        # beyond the end of the day, hold the last forecast value
        window = np.concatenate([window, np.repeat(window[-1:], horizon - len(window))])
    return window
