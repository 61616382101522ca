import numpy as np

from fit import fit_boxcox


def main():
    rng = np.random.default_rng(0)
    # Skewed positive feature, e.g. order values.
    order_value = rng.lognormal(mean=3.0, sigma=0.8, size=2000)
    lmbda, nit = fit_boxcox(order_value)
    print(f"box-cox lambda={lmbda:.3f} after {nit} iterations")


if __name__ == "__main__":
    main()
