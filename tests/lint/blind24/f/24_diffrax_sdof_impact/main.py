import numpy as np

from dynamics import impact_response, TS

# impact hammer test on a footbridge: several hammer tips / force levels
HAMMER_LEVELS = [250.0, 500.0, 750.0, 1000.0]


def logdec_damping(x):
    peaks = [i for i in range(1, len(x) - 1) if x[i] > x[i - 1] and x[i] > x[i + 1] and x[i] > 0]
    p = x[peaks[:6]]
    delta = np.log(p[0] / p[-1]) / (len(p) - 1)
    return delta / np.sqrt(4 * np.pi ** 2 + delta ** 2)


def main():
    wn = 2 * np.pi * 3.2
    for force in HAMMER_LEVELS:
        x = np.asarray(impact_response(wn, 0.012, force / 4.0e3))
        print(f"F={force:6.0f} N: peak {x.max() * 1e3:.3f} mm, identified zeta {logdec_damping(x):.4f}")


if __name__ == "__main__":
    main()
