import numpy as np

from fit import make_svi, run_svi


def main():
    rng = np.random.default_rng(42)
    years = np.arange(1950, 2024).astype(np.float32)
    temps = (13.9 + 0.015 * (years - 1950) + rng.normal(0, 0.15, size=years.shape)).astype(np.float32)
    params, loss = run_svi(make_svi(), years, temps)
    print({k: np.round(np.asarray(v), 4) for k, v in params.items() if k.endswith("loc")}, loss)


if __name__ == "__main__":
    main()
