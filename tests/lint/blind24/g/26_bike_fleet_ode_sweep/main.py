import numpy as np

from dynamics import run_day
from sweep import scenarios


def main():
    results = {}
    for key, y0, params in scenarios():
        traj = np.asarray(run_day(y0, params))
        results[key] = float(traj[:, 0].min())
    for key, v in sorted(results.items()):
        print(key, round(v, 1))


if __name__ == "__main__":
    main()
