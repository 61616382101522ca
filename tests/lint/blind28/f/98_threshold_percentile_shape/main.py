import numpy as np

from calibrate import DEFAULT_THRESHOLD, calibrate_threshold
from spotter import detect_onsets


def main():
    rng = np.random.default_rng(0)
    threshold = DEFAULT_THRESHOLD
    for session in range(4):
        scores = rng.random(size=200).astype(np.float32)
        n, first = detect_onsets(scores, threshold)
        print(session, int(n), int(first), np.round(threshold, 3))
        threshold = calibrate_threshold(scores)


if __name__ == "__main__":
    main()
