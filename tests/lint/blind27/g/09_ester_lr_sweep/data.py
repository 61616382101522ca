import numpy as np


def ester_dataset(n=200, seed=11):
    """Predict isoamyl acetate (mg/L) from fermentation temperature, YAN and pitch rate."""
    rng = np.random.default_rng(seed)
    temp = rng.uniform(12, 24, n)
    yan = rng.uniform(100, 400, n)
    pitch = rng.uniform(0.5, 2.0, n)
    y = 0.15 * temp + 0.004 * yan - 0.4 * pitch + rng.normal(0, 0.2, n)
    X = np.stack([(temp - 18) / 3.5, (yan - 250) / 87, (pitch - 1.25) / 0.43], 1)
    return X.astype(np.float32), y.astype(np.float32)
