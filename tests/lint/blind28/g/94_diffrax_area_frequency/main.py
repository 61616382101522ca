import numpy as np

from cases import case_args
from dynamics import simulate_area


def main():
    for step in [0.05, 0.1]:
        for agc in [None, 0.3]:
            df = np.asarray(simulate_area(case_args(step, agc)))
            print(step, agc, "nadir", round(float(df.min()), 4), "final", round(float(df[-1]), 4))


if __name__ == "__main__":
    main()
