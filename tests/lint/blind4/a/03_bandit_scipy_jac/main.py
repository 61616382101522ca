"""Offline refit of a logistic contextual-bandit reward model with scipy's L-BFGS."""
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
from scipy.optimize import minimize

jax.config.update("jax_enable_x64", True)

rng = np.random.default_rng(3)
n_arms, dim = 3, 4
contexts = rng.normal(size=(200, dim))
arms = rng.integers(0, n_arms, size=200)
true_w = rng.normal(size=(n_arms, dim))
rewards = (rng.random(200) < 1 / (1 + np.exp(-(contexts * true_w[arms]).sum(1)))).astype(float)


def neg_log_lik(w_flat, X, a, r, l2):
    w = w_flat.reshape(n_arms, dim)
    z = jnp.sum(X * w[a], axis=1)
    ll = r * jax.nn.log_sigmoid(z) + (1 - r) * jax.nn.log_sigmoid(-z)
    return -ll.mean() + l2 * jnp.sum(w ** 2)


def objective(w_flat):
    return float(neg_log_lik(w_flat, contexts, arms, rewards, 1e-3))


def gradient(w_flat):
    grad_fn = jax.jit(jax.grad(partial(neg_log_lik, X=contexts, a=arms, r=rewards, l2=1e-3)))
    return np.asarray(grad_fn(w_flat))


res = minimize(objective, np.zeros(n_arms * dim), jac=gradient, method="L-BFGS-B",
               options={"maxiter": 6})
print(res.nit, res.fun)
