import numpy as np

from config import load_config
from filters import segment_vessels


def main():
    rng = np.random.default_rng(0)
    for i in range(4):
        cfg = load_config()
        img = rng.uniform(size=(32, 32)).astype(np.float32)
        img[:, 10 + i] -= 0.8
        mask = segment_vessels(-img, cfg)
        print(i, int(mask.sum()))


if __name__ == "__main__":
    main()
