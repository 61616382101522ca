import numpy as np
from scipy.optimize import minimize

from objective import cost_np, grad_np

N_KNOTS = 20

if __name__ == "__main__":
    u0 = np.zeros(2 * N_KNOTS)
    res = minimize(cost_np, u0, jac=grad_np, method="L-BFGS-B", options={"maxiter": 4})
    print("final cost %.4f after %d evals" % (res.fun, res.nfev))
