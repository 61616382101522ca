import numpy as np

from features import quire_features


def main():
    rng = np.random.default_rng(68)
    for quire in range(5):
        strokes = np.cumsum(rng.normal(size=(20, 16, 2)), axis=1).astype(np.float32)
        feats = np.asarray(quire_features(strokes))
        print(quire, np.round(feats.mean(axis=0), 3).tolist())


if __name__ == "__main__":
    main()
