import numpy as np


def patient_histories(n=6, seed=5):
    rng = np.random.default_rng(seed)
    histories = []
    for _ in range(n):
        n_doses = int(rng.integers(2, 5))
        events = [np.array([12.0 * i, 500.0], np.float32) for i in range(n_doses)]
        histories.append(events)
    return histories
