import numpy as np

from weibull import WeibullFitter

STRESS_VOLTAGES = [3.6, 3.8, 4.0, 4.2]


def tddb_sample(v, rng, n=30):
    eta = 1e4 * np.exp(-4.0 * (v - 3.6))
    return (eta * rng.weibull(1.4, n)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    fitter = WeibullFitter()
    for v in STRESS_VOLTAGES:
        ttf = tddb_sample(v, rng)
        beta, eta = WeibullFitter.fit(ttf)
        t63_chip = fitter.t63_scaled(ttf, 1e4)
        print(f"{v:.1f} V: beta {float(beta):.2f} eta {float(eta):.0f} s, chip-level t63 {float(t63_chip):.1f} s")


if __name__ == "__main__":
    main()
