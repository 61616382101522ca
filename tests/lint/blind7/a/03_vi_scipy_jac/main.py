import numpy as np
from scipy.optimize import minimize

from vi import make_objective

rng = np.random.default_rng(0)
n, dim = 50, 3
X = rng.normal(size=(n, dim))
y = X @ np.array([1.0, -2.0, 0.5]) + 0.3 * rng.normal(size=n)
eps = rng.normal(size=(16, dim))

value, gradient = make_objective((X, y), eps)
theta0 = np.zeros(2 * dim)
res = minimize(value, theta0, jac=gradient, method="L-BFGS-B", options={"maxiter": 4})
print(res.fun, res.nit)
