import numpy as np

WINDOW = 30


def assemble(observed, forecast_fn, today):
    past = observed[:today]
    future = forecast_fn(WINDOW - today)
    return np.concatenate([past, future]).astype(np.float32)
