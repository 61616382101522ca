import numpy as np


def estimate_rate(timestamps):
    return (len(timestamps) - 1) / (timestamps[-1] - timestamps[0])
