import numpy as np

from commitment import priority_status
from dispatch import committed_dispatch


def main():
    hours = np.arange(24)
    load = (900 + 350 * np.sin(2 * np.pi * (hours - 8) / 24)).astype(np.float32)
    total = 0.0
    for h in hours:
        status = priority_status(float(load[h]))
        lam, p, cost = committed_dispatch(load[h], status)
        total += float(cost)
        if h % 6 == 0:
            print(h, int(status.sum()), round(float(lam), 2))
    print("daily cost", round(total))


if __name__ == "__main__":
    main()
