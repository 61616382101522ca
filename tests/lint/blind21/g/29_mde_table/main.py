import numpy as np

from power import required_n

BASELINE = 0.08
HEADLINE_MDE = 0.05


def main():
    print(f"headline: mde={HEADLINE_MDE:.3f} n/arm={int(required_n(BASELINE, HEADLINE_MDE))}")
    for mde in np.linspace(0.02, 0.10, 5).tolist():
        n = int(required_n(BASELINE, mde))
        print(f"mde={mde:.3f} n/arm={n}")


if __name__ == "__main__":
    main()
