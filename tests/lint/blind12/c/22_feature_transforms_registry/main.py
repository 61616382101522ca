import numpy as np

from transforms import TRANSFORMS

COLUMN_PLAN = {
    "log1p_clip": [0, 1],
    "standardize": [2, 3],
    "rank_gauss": [4],
    "bucketize": [5],
}


def main():
    rng = np.random.default_rng(0)
    table = rng.lognormal(size=(256, 6)).astype(np.float32)
    out = np.empty_like(table)
    for name, cols in COLUMN_PLAN.items():
        out[:, cols] = np.asarray(TRANSFORMS[name](table[:, cols]))
    print("transformed means", out.mean(0).round(3))


if __name__ == "__main__":
    main()
