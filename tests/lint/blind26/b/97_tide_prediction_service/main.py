import numpy as np

from predictor import TideService


def main():
    rng = np.random.default_rng(0)
    n = 16
    svc = TideService(rng.uniform(0.05, 1.5, (n, 5)).astype(np.float32),
                      np.deg2rad(rng.uniform(0, 360, (n, 5))).astype(np.float32),
                      rng.uniform(0.5, 3.0, n).astype(np.float32))
    for day in range(5):
        hours = np.arange(24 * day, 24 * (day + 1), 0.5, dtype=np.float32)
        eta = np.asarray(svc.forecast(hours))
        print(f"day {day}: highest predicted water {eta.max():.2f} m at station {int(eta.max(1).argmax())}")


if __name__ == "__main__":
    main()
