import numpy as np

from estimator import OnlineFitter


def main():
    rng = np.random.default_rng(0)
    fitter = OnlineFitter()
    for k in range(15):
        t = 10.0 * k
        s = 100.0 + 7.2 * t - 0.5 * 1e-4 * t ** 2 + rng.normal(0, 0.05)
        theta = fitter.add(t, s)
    print(np.round(np.asarray(theta), 6))


if __name__ == "__main__":
    main()
