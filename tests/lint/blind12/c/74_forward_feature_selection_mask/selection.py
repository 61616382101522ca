import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def ridge_cv_error(x_tr, y_tr, x_va, y_va, mask, l2=1e-1):
    x_tr, x_va = x_tr * mask, x_va * mask
    d = x_tr.shape[1]
    w = jnp.linalg.solve(x_tr.T @ x_tr + l2 * jnp.eye(d), x_tr.T @ y_tr)
    return jnp.mean((x_va @ w - y_va) ** 2)


def greedy_forward(x_tr, y_tr, x_va, y_va, n_select):
    d = x_tr.shape[1]
    selected, remaining = [], list(range(d))
    for _ in range(n_select):
        errs = {}
        for j in remaining:
            mask = np.zeros(d, np.float32)
            mask[selected + [j]] = 1.0
            errs[j] = float(ridge_cv_error(x_tr, y_tr, x_va, y_va, mask))
        best = min(errs, key=errs.get)
        selected.append(best)
        remaining.remove(best)
    return selected
