import numpy as np

from acquisition import run_measurement


def main():
    rng = np.random.default_rng(0)
    for name in ["soil-A", "soil-B", "sediment", "vegetation"]:
        h = run_measurement(name, rng)
        print(f"{name}: {int(h.sum())} counts after suppression")


if __name__ == "__main__":
    main()
