import numpy as np

from metrics import report


def main():
    rng = np.random.default_rng(300)
    for period in range(6):
        ref = rng.lognormal(0, 0.4, size=120).astype(np.float32)
        est = (ref * rng.normal(1.03, 0.08, size=120)).astype(np.float32)
        if period % 2 == 0:
            bias, rmse = report(est, ref)
        else:
            tonnes = rng.uniform(500, 1500, size=120).astype(np.float32)
            bias, rmse = report(est, ref, weights=tonnes)
        print(f"period {period}: bias {float(bias):+.3f} rmse {float(rmse):.3f}")


if __name__ == "__main__":
    main()
