import numpy as np

WINDOW = 26


def rolling_windows(series, start, stop):
    for week in range(start, stop):
        lo = max(0, week - WINDOW)
        hist = series[lo:week]
        if len(hist) < WINDOW:
            hist = np.concatenate([np.full(WINDOW - len(hist), hist[0], hist.dtype), hist])
        yield week, hist
