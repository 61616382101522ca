import numpy as np

from rules import PlatformRules
from occupancy import occupancy


def main():
    rng = np.random.default_rng(3)
    for day in range(7):
        arr = np.sort(rng.uniform(0, 170, 30)).astype(np.float32)
        dwell = rng.uniform(2, 12, 30).astype(np.float32)
        rules = PlatformRules(n_platforms=4, turnaround_min=6.0)
        load, over = occupancy(arr, dwell, rules=rules)
        print(day, int(load.max()), int(over))


if __name__ == "__main__":
    main()
