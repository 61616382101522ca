import numpy as np
from scipy.integrate import solve_ivp

from sir import make_rhs_callback


def posterior_draws(rng, n):
    # stand-in for MCMC output over (beta, gamma)
    return np.column_stack([rng.normal(0.5, 0.05, n), rng.normal(0.2, 0.02, n)])


def main():
    rng = np.random.default_rng(0)
    y0 = np.array([0.99, 0.01, 0.0])
    peaks = []
    for beta, gamma in posterior_draws(rng, 2):
        sol = solve_ivp(make_rhs_callback(float(beta), float(gamma)), (0.0, 10.0), y0,
                        rtol=1e-2, atol=1e-4)
        peaks.append(sol.y[1].max())
        print(f"beta={beta:.3f} gamma={gamma:.3f} rhs evals {sol.nfev} peak infected {peaks[-1]:.3f}")
    print("posterior predictive peak", np.mean(peaks))


if __name__ == "__main__":
    main()
