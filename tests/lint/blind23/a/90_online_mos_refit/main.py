import numpy as np

from buffer import History
from mos import refit_mos


def main():
    rng = np.random.default_rng(0)
    hist = History(4)
    true_coef = np.array([0.5, 1.0, -0.3, 0.1], np.float32)
    for day in range(8):
        x = np.c_[np.ones(8), rng.normal(size=(8, 3))].astype(np.float32)  # 8 runs per day
        y = (x @ true_coef + rng.normal(0, 0.2, 8)).astype(np.float32)
        hist.add_day(x, y)
        coef = refit_mos(hist.x, hist.y, 0.1)
        print(day, len(hist.y), np.round(np.asarray(coef), 2))


if __name__ == "__main__":
    main()
