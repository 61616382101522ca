import numpy as np

from gp import impute
from stations import HOURS, load_stations, observed


def main():
    rng = np.random.default_rng(0)
    for name, series in load_stations(rng).items():
        t_obs, y_obs = observed(series)
        filled = np.asarray(impute(t_obs, y_obs, HOURS))
        n_missing = int(np.isnan(series).sum())
        print(f"{name:8s} missing {n_missing:2d} -> daily max {filled.max():.1f} C")


if __name__ == "__main__":
    main()
