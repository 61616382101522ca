import numpy as np

from develop import develop_raw
from readers import READERS


def main():
    rng = np.random.default_rng(0)
    for cam in ["arri", "red", "arri", "red"]:
        meta = READERS[cam](rng)
        raw = rng.uniform(0, 0.5, (24, 32, 3)).astype(np.float32)
        img = develop_raw(raw, meta)
        print(cam, list(meta), round(float(img.mean()), 3))


if __name__ == "__main__":
    main()
