import numpy as np

from missions import MISSIONS, mission_data
from stats import mission_summary


def main():
    rng = np.random.default_rng(0)
    for title, variables in MISSIONS:
        values, names = mission_data(variables, rng)
        summary = mission_summary(values, names=names)
        print(title + ": " + ", ".join(f"{k} p95={float(v[2]):.2f}" for k, v in summary.items()))


if __name__ == "__main__":
    main()
