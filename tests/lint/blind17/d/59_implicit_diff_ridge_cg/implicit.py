import jax
import jax.numpy as jnp
import numpy as np

from linsolve import conjugate_gradient


def inner_objective(w, theta, X, y):
    return 0.5 * jnp.mean((X @ w - y) ** 2) + 0.5 * jnp.exp(theta) * jnp.sum(w ** 2)


def inner_solution(theta, X, y):
    n = X.shape[1]
    A = X.T @ X / X.shape[0] + jnp.exp(theta) * jnp.eye(n)
    return jnp.linalg.solve(A, X.T @ y / X.shape[0])


def implicit_hypergradient(theta, X, y, Xv, yv, rel_tol=1e-4):
    w = inner_solution(theta, X, y)
    H = jax.hessian(inner_objective)(w, theta, X, y)
    g_val = jax.grad(lambda w: 0.5 * jnp.mean((Xv @ w - yv) ** 2))(w)
    tol = rel_tol * float(np.linalg.norm(g_val))
    v, n_iter = conjugate_gradient(H, g_val, jnp.zeros_like(g_val), tol)
    mixed = jax.jacobian(jax.grad(inner_objective), argnums=1)(w, theta, X, y)
    return -mixed @ v, int(n_iter)
