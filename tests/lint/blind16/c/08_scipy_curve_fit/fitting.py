import jax
import numpy as np
from scipy.optimize import minimize

from model import sse

_value_and_grad = jax.jit(jax.value_and_grad(sse))


class CurveFit:
    def __init__(self, t, y):
        self.t = t
        self.y = y
        self.history = []

    def objective(self, theta):
        value, grad = _value_and_grad(theta, self.t, self.y)
        return float(value), np.asarray(grad, dtype=np.float64)

    def callback(self, xk):
        self.history.append(np.array(xk))

    def run(self, theta0):
        return minimize(self.objective, theta0, jac=True, method="L-BFGS-B",
                        callback=self.callback, options={"maxiter": 6})
