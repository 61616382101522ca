import numpy as np

from tracker import LoadTracker


def main():
    rng = np.random.default_rng(22)
    t = np.arange(120)
    load = 600 + 2.0 * t + 40 * np.sin(t / 10) + 5 * rng.standard_normal(120)
    trk = LoadTracker()
    est = [trk.update(z) for z in load]
    print("rmse", round(float(np.sqrt(np.mean((np.array(est[10:]) - load[10:]) ** 2))), 2))


if __name__ == "__main__":
    main()
