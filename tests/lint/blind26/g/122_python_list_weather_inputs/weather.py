import numpy as np


def nightly_temperatures(night):
    """Hourly temperatures (°C) from the weather station, gaps dropped."""
    rng = np.random.default_rng(night)
    temps = 12 + 3 * rng.standard_normal(10)
    ok = rng.random(10) > 0.2
    return [float(t) for t, keep in zip(temps, ok) if keep]
