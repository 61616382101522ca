import numpy as np

from ratings import line_limits
from screening import worst_lines

REPORT = {"n_worst": 3, "hours": 8}


def main():
    rng = np.random.default_rng(19)
    ptdf = (rng.standard_normal((7, 4)) * 0.3).astype(np.float32)
    temps = [12, 14, 18, 23, 27, 29, 26, 20]
    winds = [3.0, 2.5, 2.0, 1.5, 1.0, 1.0, 2.0, 3.5]
    for hour in range(REPORT["hours"]):
        inj = rng.uniform(-1.5, 1.5, 4).astype(np.float32)
        vals, idx = worst_lines(ptdf, inj, line_limits(temps[hour], winds[hour]), n_worst=REPORT["n_worst"])
        print(hour, np.round(np.asarray(vals), 3), np.asarray(idx))


if __name__ == "__main__":
    main()
