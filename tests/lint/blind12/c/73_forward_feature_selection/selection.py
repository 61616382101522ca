import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def ridge_cv_error(x_tr, y_tr, x_va, y_va, l2=1e-1):
    d = x_tr.shape[1]
    w = jnp.linalg.solve(x_tr.T @ x_tr + l2 * jnp.eye(d), x_tr.T @ y_tr)
    return jnp.mean((x_va @ w - y_va) ** 2)


def greedy_forward(x_tr, y_tr, x_va, y_va, n_select):
    selected, remaining = [], list(range(x_tr.shape[1]))
    for _ in range(n_select):
        errs = {j: float(ridge_cv_error(x_tr[:, selected + [j]], y_tr, x_va[:, selected + [j]], y_va))
                for j in remaining}
        best = min(errs, key=errs.get)
        selected.append(best)
        remaining.remove(best)
    return selected
