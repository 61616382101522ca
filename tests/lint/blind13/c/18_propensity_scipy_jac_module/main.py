import numpy as np
from scipy.optimize import minimize

from propensity import PropensityModel

DIM = 10


def main():
    rng = np.random.default_rng(4)
    contexts = rng.normal(size=(400, DIM))
    logging_w = rng.normal(size=DIM)
    actions = (rng.random(400) < 1 / (1 + np.exp(-contexts @ logging_w))).astype(np.float64)
    rewards = rng.random(400) * actions

    model = PropensityModel(contexts, actions)
    res = minimize(model.objective, np.zeros(DIM), jac=model.gradient, method="L-BFGS-B",
                   options={"maxiter": 6})
    p = np.clip(model.propensities(res.x), 0.05, 0.95)
    ips = np.mean(rewards * actions / p)
    print(f"fit nit={res.nit} nfev={res.nfev} ips estimate {ips:.4f}")


if __name__ == "__main__":
    main()
