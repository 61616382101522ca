import numpy as np

from verification import score_table


def main():
    rng = np.random.default_rng(0)
    obs = rng.gamma(0.5, 6.0, size=(4, 60, 60)).astype(np.float32)
    fc = (obs * rng.lognormal(0, 0.5, size=obs.shape)).astype(np.float32)
    for thr, vals in score_table(fc, obs).items():
        print(thr, np.round(vals, 3))


if __name__ == "__main__":
    main()
