from typing import NamedTuple

import jax
import jax.numpy as jnp
import numpy as np


class SolverState(NamedTuple):
    x: np.ndarray
    passive: np.ndarray
    iteration: int


@jax.jit
def least_squares_on(A_p, b):
    gram = A_p.T @ A_p + 1e-8 * jnp.eye(A_p.shape[1])
    return jnp.linalg.solve(gram, A_p.T @ b)


def nnls_step(state, A, b):
    w = A.T @ (b - A @ state.x)
    candidates = np.flatnonzero(~state.passive & (w > 1e-10))
    if candidates.size == 0:
        return state, True
    passive = state.passive.copy()
    passive[candidates[np.argmax(w[candidates])]] = True
    cols = np.flatnonzero(passive)
    z = np.zeros_like(state.x)
    z[cols] = np.asarray(least_squares_on(A[:, cols], b))
    z = np.maximum(z, 0.0)
    return SolverState(z, passive & (z > 0), state.iteration + 1), False


def nnls(A, b, max_iter=8):
    state = SolverState(np.zeros(A.shape[1], np.float32), np.zeros(A.shape[1], bool), 0)
    for _ in range(max_iter):
        state, converged = nnls_step(state, A, b)
        if converged:
            break
    return state


def main():
    rng = np.random.default_rng(0)
    A = rng.normal(size=(40, 12)).astype(np.float32)
    x_true = np.maximum(rng.normal(size=12), 0).astype(np.float32)
    b = A @ x_true + 0.01 * rng.normal(size=40).astype(np.float32)
    state = nnls(A, b)
    print("iterations:", state.iteration, "residual:", float(np.linalg.norm(A @ state.x - b)))


if __name__ == "__main__":
    main()
