import numpy as np

from defects import find_hot_columns
from repair import interpolate_columns


def night(rng, n_hot):
    dark = rng.normal(10, 1, (64, 64))
    cols = rng.choice(64, n_hot, replace=False)
    dark[:, cols] += 200
    sci = rng.normal(500, 20, (64, 64))
    sci[:, cols] += 200
    return dark.astype(np.float32), sci.astype(np.float32)


def main():
    rng = np.random.default_rng(50)
    for n in range(5):
        dark, sci = night(rng, 2 + n % 2)
        bad = find_hot_columns(dark)
        fixed = interpolate_columns(sci, bad_cols=bad)
        print(f"night {n}: hot columns {bad}, max column excess {float(np.abs(np.asarray(fixed).mean(0) - 500).max()):.1f}")


if __name__ == "__main__":
    main()
