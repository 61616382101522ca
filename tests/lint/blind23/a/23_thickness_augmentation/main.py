import numpy as np

from features import augment_flip, sample
from model import thickness_features


def main():
    rng = np.random.default_rng(0)
    feats = []
    for i in range(6):
        s = sample(rng)
        feats.append(thickness_features(s))
        feats.append(thickness_features(augment_flip(s)))
    print(np.stack(feats).shape)


if __name__ == "__main__":
    main()
