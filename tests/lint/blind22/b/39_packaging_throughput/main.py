import numpy as np

from lines_config import PACKAGING_LINES
from throughput import expected_throughput


def main():
    rng = np.random.default_rng(10)
    for week in range(2):
        for line in PACKAGING_LINES:
            times = rng.uniform(1.5, 3.0, size=(5, line["stations"])).astype(np.float32)
            tp = expected_throughput(times, line["belt_speed"])
            print(week, line["name"], np.round(np.asarray(tp), 1))


if __name__ == "__main__":
    main()
