import numpy as np

from gauge import TreadGauge

TIRE_SPECS = {"passenger": (1.6, 4), "truck": (2.0, 4)}


def main():
    rng = np.random.default_rng(19)
    for i in range(6):
        kind = "passenger" if i % 2 == 0 else "truck"
        min_depth, grooves = TIRE_SPECS[kind]
        gauge = TreadGauge(min_depth, grooves)
        profile = rng.uniform(0.0, 8.0, size=64).astype(np.float32)
        depth, ok = gauge.evaluate(profile)
        print(i, kind, np.round(np.asarray(depth), 2).tolist(), bool(ok))


if __name__ == "__main__":
    main()
