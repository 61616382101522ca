import numpy as np

from comp import comp_over
from mattes import key_matte, roto_matte


def main():
    rng = np.random.default_rng(0)
    h, w = 36, 48
    bg = rng.uniform(0, 1, (h, w, 3)).astype(np.float32)
    shots = ["key", "key", "roto", "key", "roto"]
    for i, kind in enumerate(shots):
        fg = rng.uniform(0, 1, (h, w, 3)).astype(np.float32)
        if kind == "key":
            matte = ~key_matte(fg)
        else:
            matte = roto_matte(h, w, 18, 24, 10 + i)
        out = comp_over(fg, bg, matte)
        print(i, kind, round(float(out.mean()), 4))


if __name__ == "__main__":
    main()
