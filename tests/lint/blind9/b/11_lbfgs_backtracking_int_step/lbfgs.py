import collections

import jax
import jax.numpy as jnp

from linesearch import backtracking


def two_loop(g, history):
    q = g
    alphas = []
    for s, y in reversed(history):
        rho = 1.0 / (y @ s)
        a = rho * (s @ q)
        q = q - a * y
        alphas.append((a, rho))
    if history:
        s, y = history[-1]
        q = q * (s @ y) / (y @ y)
    for (s, y), (a, rho) in zip(history, reversed(alphas)):
        b = rho * (y @ q)
        q = q + s * (a - b)
    return -q


class LBFGS:
    def __init__(self, fun, memory=5):
        self.fun = fun
        self.value_and_grad = jax.jit(jax.value_and_grad(fun))
        self.phi = jax.jit(lambda x, d, t: fun(x + t * d))
        self.history = collections.deque(maxlen=memory)

    def minimize(self, x, n_iter):
        f, g = self.value_and_grad(x)
        for it in range(n_iter):
            d = two_loop(g, list(self.history))
            t, _ = backtracking(self.phi, x, d, f, float(g @ d))
            x_new = x + t * d
            f_new, g_new = self.value_and_grad(x_new)
            self.history.append((x_new - x, g_new - g))
            x, f, g = x_new, f_new, g_new
            print(f"iter {it}: f={float(f):.6f} step={t}")
        return x
