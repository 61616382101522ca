import numpy as np

from thermal_lag import correct_thermal_lag

N = 256


def dive_segments(n_dives, rng):
    z = np.linspace(0, 200, N)
    for d in range(n_dives):
        t = (8 + 10 / (1 + np.exp((z - 40 - 5 * d) / 4)) + rng.normal(0, 0.01, N)).astype(np.float32)
        c = (3.6 + 0.1 * (t - 10) + rng.normal(0, 1e-3, N)).astype(np.float32)
        yield d, "down", t, c
        yield d, "up", t[::-1].copy(), c[::-1].copy()


def main():
    rng = np.random.default_rng(6)
    for d, direction, t, c in dive_segments(5, rng):
        c_corr = correct_thermal_lag(t, c, 0.5, 0.0135, 11.7, direction=direction)
        print(f"dive {d} {direction:4s}: max conductivity correction {float(np.abs(np.asarray(c_corr) - c).max()):.5f} S/m")


if __name__ == "__main__":
    main()
