import functools

import jax
import numpy as np
from scipy.optimize import minimize

from model import sse


class CurveFit:
    def __init__(self, t, y):
        self.t = t
        self.y = y
        self.history = []

    def objective(self, theta):
        loss = functools.partial(sse, t=self.t, y=self.y)
        value, grad = jax.jit(jax.value_and_grad(loss))(theta)
        return float(value), np.asarray(grad, dtype=np.float64)

    def callback(self, xk):
        self.history.append(np.array(xk))

    def run(self, theta0):
        return minimize(self.objective, theta0, jac=True, method="L-BFGS-B",
                        callback=self.callback, options={"maxiter": 6})
