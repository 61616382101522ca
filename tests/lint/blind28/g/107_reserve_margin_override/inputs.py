import numpy as np


def model_forecast(rng):
    return (900 + 60 * np.arange(6) + 10 * rng.standard_normal(6)).astype(np.float32)


def operator_override():
    return [950.0, 1010.0, 1080.0, 1120.0, 1150.0, 1160.0]


def forecast_for_cycle(rng, use_override):
    fc = operator_override() if use_override else model_forecast(rng)
    return np.asarray(fc, dtype=np.float32)
