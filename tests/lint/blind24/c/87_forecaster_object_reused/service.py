import numpy as np
from forecaster import SMOOTHER


def handle(payload):
    series = np.asarray(payload["monthly_headcount"], np.float32)
    return float(SMOOTHER.smooth_headcount(series)[-1])
