import jax
import jax.numpy as jnp


def _rake(w, A, targets, n_iter=20):
    def body(w, _):
        for j in range(A.shape[1]):
            col = A[:, j]
            cur = jnp.sum(w * col)
            w = w * jnp.where(col > 0, targets[j] / cur, 1.0)
        return w, None

    w, _ = jax.lax.scan(body, w, None, length=n_iter)
    return w


def calibrate(base_weights, A, targets):
    @jax.jit
    def raker(w, A, t):
        return _rake(w, A, t)

    return raker(base_weights, A, targets)
