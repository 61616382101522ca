import functools

import jax
import jax.numpy as jnp


@functools.lru_cache(maxsize=None)
def make_controller(cfg):
    A = jnp.array([[1.0, cfg.dt], [0.0, 1.0]])
    B = jnp.array([[0.0], [cfg.dt]])
    Q = jnp.diag(jnp.array([cfg.q_pos, cfg.q_vel]))
    R = jnp.array([[cfg.r]])

    def riccati_gain():
        P = Q
        for _ in range(50):
            K = jnp.linalg.solve(R + B.T @ P @ B, B.T @ P @ A)
            P = Q + A.T @ P @ (A - B @ K)
        return K

    @jax.jit
    def control_step(x):
        K = riccati_gain()
        u = -K @ x
        return A @ x + B @ u, u

    return control_step
