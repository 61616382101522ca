import numpy as np

from cv import leave_one_year_out


def main():
    rng = np.random.default_rng(0)
    years = np.repeat(np.arange(2015, 2020), 40)
    x = rng.normal(size=(200, 5)).astype(np.float32)   # seasonal predictors (Nino3.4, IOD, ...)
    y = (0.7 * x[:, 0] - 0.3 * x[:, 1] + rng.normal(0, 0.3, 200)).astype(np.float32)
    print(leave_one_year_out(x, y, years))


if __name__ == "__main__":
    main()
