import jax
import jax.numpy as jnp
import numpy as np
import scipy.linalg

from identify import model_matrices, rls_update


def lqr_gain(A, B):
    P = scipy.linalg.solve_discrete_are(A, B, np.eye(2), np.array([[0.1]]))
    return np.linalg.solve(B.T @ P @ B + 0.1, B.T @ P @ A).astype(np.float32)


@jax.jit
def lqr_action(x, K):
    return -(K @ x)


def main():
    rng = np.random.default_rng(0)
    theta, P = np.array([0.9, 0.05]), 10.0 * np.eye(2)
    x = np.array([1.0, 0.0])
    for t in range(8):
        A, B = model_matrices(theta)
        K = lqr_gain(A, B)
        u = np.asarray(lqr_action(jnp.asarray(x, jnp.float32), K))
        v_next = 0.95 * x[1] + 0.1 * u[0] + 0.001 * rng.normal()
        theta, P = rls_update(theta, P, np.array([x[1], u[0]]), v_next)
        x = np.array([x[0] + 0.1 * x[1], v_next])
    print(x, theta)


if __name__ == "__main__":
    main()
