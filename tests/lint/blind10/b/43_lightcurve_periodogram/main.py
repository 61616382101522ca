import numpy as np

from data import batches, collate, load_light_curves
from periodogram import best_period

BATCH_SIZE = 4


def survey():
    curves = load_light_curves()
    errors = []
    for batch in batches(curves, BATCH_SIZE):
        times, mags, mask = collate(batch)
        periods = np.asarray(best_period(times, mags, mask))
        true = np.array([p for _, _, p in batch])
        errors.extend(np.abs(periods - true) / true)
        print(f"batch padded to {times.shape[1]:2d}: median rel. error {np.median(np.abs(periods - true) / true):.3f}")
    return np.median(errors)


if __name__ == "__main__":
    print("survey median relative error:", round(float(survey()), 3))
