import numpy as np


def model_forecast(rng):
    h = np.arange(6)
    return (900 + 60 * h + 10 * rng.standard_normal(6)).astype(np.float32)


def operator_override():
    # values typed in by the shift operator
    return [950.0, 1010.0, 1080.0, 1120.0, 1150.0, 1160.0]
