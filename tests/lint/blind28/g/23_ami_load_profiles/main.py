import numpy as np

from ami import FLEET, read_interval_data
from analytics import load_profile_stats


def main():
    rng = np.random.default_rng(12)
    rows = []
    for i, mtype in enumerate(FLEET):
        wh = read_interval_data(rng, mtype)
        rows.append(np.asarray(load_profile_stats(wh)))
    print(np.round(np.array(rows), 3))


if __name__ == "__main__":
    main()
