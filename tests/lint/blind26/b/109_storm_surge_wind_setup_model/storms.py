import numpy as np

STORMS = [("Ciara", 30), ("Dennis", 42), ("Eunice", 24), ("Franklin", 36), ("Babet", 48)]


def wind_record(peak, hours, rng):
    t = np.arange(hours)
    return (peak * np.exp(-((t - hours / 2) / (hours / 5)) ** 2) + rng.normal(0, 1, hours)).astype(np.float32)
