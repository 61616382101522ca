import jax
import jax.numpy as jnp
import numpy as np
import scipy.linalg


@jax.jit
def closed_loop_cost(K, x0):
    A = jnp.array([[1.0, 0.05], [0.0, 1.0]])
    B = jnp.array([[0.0], [0.05]])

    def body(x, _):
        u = -K @ x
        return A @ x + B @ u, x @ x + 0.1 * u @ u
    _, c = jax.lax.scan(body, x0, None, length=80)
    return c.sum()


def lqr_gain(r):
    A = np.array([[1.0, 0.05], [0.0, 1.0]])
    B = np.array([[0.0], [0.05]])
    P = scipy.linalg.solve_discrete_are(A, B, np.eye(2), r * np.eye(1))
    return np.linalg.solve(r + B.T @ P @ B, B.T @ P @ A)


if __name__ == "__main__":
    x0 = jnp.array([1.0, 0.0])
    for r in [0.01, 0.1, 1.0, 10.0, 100.0]:
        K = jnp.asarray(lqr_gain(r), dtype=jnp.float32)
        print(f"r={r:g} cost={float(closed_loop_cost(K, x0)):.3f}")
