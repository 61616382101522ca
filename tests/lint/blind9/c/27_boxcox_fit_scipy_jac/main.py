import numpy as np

from transforms import fit_lambda


def main():
    rng = np.random.default_rng(0)
    table = {
        "session_seconds": rng.lognormal(3.0, 1.0, size=1000),
    }
    for name, col in table.items():
        lam, nit = fit_lambda(col)
        print(f"{name}: lambda={lam:.3f} after {nit} iterations")


if __name__ == "__main__":
    main()
