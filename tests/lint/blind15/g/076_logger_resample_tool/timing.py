import numpy as np

SUPPORTED_RATES = (50.0, 100.0, 200.0)


def estimate_rate(timestamps):
    measured = (len(timestamps) - 1) / (timestamps[-1] - timestamps[0])
    return min(SUPPORTED_RATES, key=lambda r: abs(r - measured))
