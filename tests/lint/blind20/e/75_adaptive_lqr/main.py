from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import scipy.linalg

from identify import model_matrices, rls_update


@partial(jax.jit, static_argnums=(1, 2))
def lqr_action(x, A_key, B_key):
    A = np.array(A_key).reshape(2, 2)
    B = np.array(B_key).reshape(2, 1)
    P = scipy.linalg.solve_discrete_are(A, B, np.eye(2), np.array([[0.1]]))
    K = np.linalg.solve(B.T @ P @ B + 0.1, B.T @ P @ A)
    return -(jnp.asarray(K, dtype=jnp.float32) @ x)


def main():
    rng = np.random.default_rng(0)
    theta, P = np.array([0.9, 0.05]), 10.0 * np.eye(2)
    x = np.array([1.0, 0.0])
    for t in range(8):
        A, B = model_matrices(theta)
        u = np.asarray(lqr_action(jnp.asarray(x, jnp.float32), tuple(A.ravel()), tuple(B.ravel())))
        v_next = 0.95 * x[1] + 0.1 * u[0] + 0.001 * rng.normal()
        theta, P = rls_update(theta, P, np.array([x[1], u[0]]), v_next)
        x = np.array([x[0] + 0.1 * x[1], v_next])
    print(x, theta)


if __name__ == "__main__":
    main()
