import numpy as np
from scipy.optimize import minimize

from problem import Objective, rosenbrock_chain


def main():
    obj = Objective(rosenbrock_chain)
    x0 = np.full(6, -0.5)
    res = minimize(obj.value, x0, jac=obj.gradient, method="L-BFGS-B", options={"maxiter": 5})
    print("f* =", res.fun, "nit =", res.nit, "fevals =", obj.n_calls)


if __name__ == "__main__":
    main()
