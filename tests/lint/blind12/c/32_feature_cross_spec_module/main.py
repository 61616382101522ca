import numpy as np

from pipeline import add_cross_features, batches


def main():
    rng = np.random.default_rng(0)
    rows = 0
    for cat in batches(rng, 6):
        feats = add_cross_features(cat)
        rows += len(feats)
    print("rows", rows, "width", feats.shape[1], "max bucket", feats[:, 4:].max())


if __name__ == "__main__":
    main()
