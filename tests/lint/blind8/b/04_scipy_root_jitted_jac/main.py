import numpy as np
from scipy.optimize import root

from model import residual, residual_jac

RATE_PAIRS = [(1.0, 2.0), (0.5, 3.0), (2.0, 0.7), (1.5, 1.5), (0.2, 4.0)]


def solve_equilibrium(k1, k2, guess):
    sol = root(lambda x: np.asarray(residual(x, k1, k2)), guess,
               jac=lambda x: np.asarray(residual_jac(x, k1, k2)), method="hybr")
    return sol.x, sol.nfev


def main():
    guess = np.array([0.5, 0.25])
    for k1, k2 in RATE_PAIRS:
        x, nfev = solve_equilibrium(float(k1), float(k2), guess)
        print(f"k1={k1:.1f} k2={k2:.1f} -> a={x[0]:.4f} b={x[1]:.4f} ({nfev} evals)")
        guess = x


if __name__ == "__main__":
    main()
