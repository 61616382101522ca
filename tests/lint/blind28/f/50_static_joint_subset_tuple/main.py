import numpy as np

from config import SETTINGS
from joint_select import select_features


def main():
    rng = np.random.default_rng(0)
    data = rng.normal(size=(40, 24, 21, 3)).astype(np.float32)
    bs = SETTINGS["batch_size"]
    out = []
    for i in range(0, len(data), bs):
        out.append(np.asarray(select_features(data[i : i + bs], SETTINGS)))
    feats = np.concatenate(out)
    print(feats.shape, float(feats.mean()))


if __name__ == "__main__":
    main()
