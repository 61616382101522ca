import numpy as np

from features import shot_features

GOAL = np.array([105.0, 34.0], np.float32)
MAX_SHOTS = 20


def load_match(match_id, rng):
    shots = np.zeros((MAX_SHOTS, 2), np.float32)
    shots[:] = rng.uniform([70, 10], [104, 58], size=(MAX_SHOTS, 2))
    return shots


def main():
    rng = np.random.default_rng(0)
    for match_id in ["m1001", "m1002", "m1003", "m1004"]:
        feats = shot_features(load_match(match_id, rng), GOAL, match_id=match_id)
        print(match_id, np.round(np.asarray(feats).mean(0), 3))


if __name__ == "__main__":
    main()
