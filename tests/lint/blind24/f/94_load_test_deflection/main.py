import functools

import numpy as np

from deflection import deflection_ratio


def load_test_run(run, rng, n=500):
    t = np.linspace(0, 1, n)
    mid = -(18 + 2 * run) * np.sin(np.pi * t) ** 2 + rng.normal(0, 0.1, n)
    a = -1.0 * np.sin(np.pi * t) ** 2 + rng.normal(0, 0.05, n)
    b = -0.6 * np.sin(np.pi * t) ** 2 + rng.normal(0, 0.05, n)
    return mid.astype(np.float32), a.astype(np.float32), b.astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    report = functools.partial(deflection_ratio, units="mm", span_m=24.0)
    for run in range(6):
        d, ratio = report(*load_test_run(run, rng))
        print(f"static load run {run}: net deflection {float(d):.2f} mm = L/{float(ratio):.0f}")


if __name__ == "__main__":
    main()
