import numpy as np

from kernels import rate_kernel

WINDOWS = (5, 30, 60)


def main():
    rng = np.random.default_rng(0)
    for minute in range(4):
        events = rng.poisson(2.0, size=(10, 120)).astype(np.float32)
        report = {}
        for w in WINDOWS:
            rate = rate_kernel(w)(events)
            report[w] = float(rate.max())
        print(minute, report)


if __name__ == "__main__":
    main()
