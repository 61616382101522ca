import numpy as np

from calibrate import fit_temperature
from stream import ReviewStream


def main():
    stream = ReviewStream()
    logits_hist = np.zeros((0, 3), np.float32)
    labels_hist = np.zeros((0,), np.int32)
    for day in range(7):
        logits, labels = stream.day()
        logits_hist = np.concatenate([logits_hist, logits])
        labels_hist = np.concatenate([labels_hist, labels])
        t = fit_temperature(logits_hist, labels_hist)
        print(f"day {day}: {len(labels_hist)} decisions, temperature {float(t):.2f}")


if __name__ == "__main__":
    main()
