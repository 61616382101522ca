import numpy as np

from solvers import make_solver


def steps_for(k, t_end=5.0, min_steps=40):
    return max(min_steps, 10 * int(np.ceil(4.0 * abs(k) * t_end)))


def gradient_descent(params, y0, observed, lr=0.05, n_iter=8):
    for _ in range(n_iter):
        value_and_grad = make_solver(steps_for(float(params[0])))
        loss, g = value_and_grad(params, y0, observed)
        params = params - lr * np.asarray(g) / (1e-8 + np.linalg.norm(np.asarray(g)))
    return params, float(loss)
