import numpy as np

from fit import GPHyperparameterFit


def make_data(n=30, seed=0):
    rng = np.random.default_rng(seed)
    X = np.sort(rng.uniform(-3, 3, size=(n, 1)), axis=0)
    y = np.sin(2 * X[:, 0]) + 0.1 * rng.standard_normal(n)
    return X, y


def main():
    X, y = make_data()
    fitter = GPHyperparameterFit(X, y)
    result = fitter.run(theta0=[0.0, 0.0, -2.0], maxiter=4)
    print("jac calls:", fitter.n_jac_calls, "nfev:", result.nfev)
    print("lengthscale, variance, noise:", np.round(np.exp(result.x), 4))


if __name__ == "__main__":
    main()
