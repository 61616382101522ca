import numpy as np

from lines import LINES, targets_for
from metrics import fill_stats


def main():
    rng = np.random.default_rng(11)
    for shift in range(2):
        for name in LINES:
            t = targets_for(name)
            vols = (t["nominal"] + rng.normal(0, 2.0, size=48)).astype(np.float32)
            stats = fill_stats(vols, t)
            print(shift, name, {k: round(float(v), 3) for k, v in stats.items()})


if __name__ == "__main__":
    main()
