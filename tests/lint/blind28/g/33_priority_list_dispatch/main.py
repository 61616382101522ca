import numpy as np

from fleet import committed
from ed import lambda_iteration


def main():
    hours = np.arange(24)
    load = (900 + 350 * np.sin(2 * np.pi * (hours - 8) / 24)).astype(np.float32)
    for h in range(0, 24, 2):
        pmin, pmax, a, b = committed(float(load[h]))
        lam, p = lambda_iteration(load[h], pmin, pmax, a, b)
        print(h, len(pmin), "units", round(float(lam), 2))


if __name__ == "__main__":
    main()
