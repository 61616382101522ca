import numpy as np

from monitor import poll_once


def main():
    rng = np.random.default_rng(0)
    for t in range(6):
        r = poll_once(rng)
        print(t, f"{float(r.max()):.3f}")


if __name__ == "__main__":
    main()
