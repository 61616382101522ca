import numpy as np

from cleaning import confidence_weights
from features import weighted_trajectory_summary


def main():
    rng = np.random.default_rng(0)
    for clip in range(5):
        frames = rng.normal(size=(30, 21, 3)).astype(np.float32)
        conf = rng.random(30)
        w = confidence_weights(conf)
        print(clip, int(w.sum()), np.round(np.asarray(weighted_trajectory_summary(frames, w)), 3))


if __name__ == "__main__":
    main()
