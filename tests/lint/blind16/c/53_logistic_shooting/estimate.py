import numpy as np

from solvers import make_solver

N_STEPS = 200


def gradient_descent(params, y0, observed, lr=0.05, n_iter=8):
    for _ in range(n_iter):
        value_and_grad = make_solver(N_STEPS)
        loss, g = value_and_grad(params, y0, observed)
        params = params - lr * np.asarray(g) / (1e-8 + np.linalg.norm(np.asarray(g)))
    return params, float(loss)
