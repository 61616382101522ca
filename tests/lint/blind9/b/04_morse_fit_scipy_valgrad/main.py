import numpy as np
from scipy.optimize import minimize

from fit import MorseFit


def reference_curve(n_points=25, noise=0.002, seed=3):
    rng = np.random.default_rng(seed)
    r = np.linspace(0.8, 3.0, n_points)
    e = 0.17 * (1 - np.exp(-1.9 * (r - 1.1))) ** 2 - 0.17
    return r, e + rng.normal(scale=noise, size=r.shape)


def main():
    r, e = reference_curve()
    objective = MorseFit(r, e)
    theta0 = np.array([0.1, 1.0, 1.0])
    res = minimize(objective, theta0, jac=True, method="L-BFGS-B",
                   bounds=[(1e-3, None), (0.1, 5.0), (0.5, 2.0)],
                   options={"maxiter": 40})
    d_e, a, r_e = res.x
    print(f"D_e={d_e:.4f} a={a:.3f} r_e={r_e:.3f} loss={res.fun:.2e} nfev={res.nfev}")


if __name__ == "__main__":
    main()
