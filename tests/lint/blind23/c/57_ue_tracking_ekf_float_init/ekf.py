import jax
import jax.numpy as jnp

DT = 0.1
F = jnp.array([[1, 0, DT, 0], [0, 1, 0, DT], [0, 0, 1, 0], [0, 0, 0, 1]], jnp.float32)
Q = 0.05 * jnp.eye(4)
R = 2.0


@jax.jit
def ekf_step(x, P, anchors, ranges):
    x = F @ x
    P = F @ P @ F.T + Q
    d = jnp.linalg.norm(x[None, :2] - anchors, axis=1)
    Hj = jnp.concatenate([(x[None, :2] - anchors) / d[:, None], jnp.zeros((anchors.shape[0], 2))], axis=1)
    S = Hj @ P @ Hj.T + R * jnp.eye(anchors.shape[0])
    K = P @ Hj.T @ jnp.linalg.inv(S)
    x = x + K @ (ranges - d)
    P = (jnp.eye(4) - K @ Hj) @ P
    return x, P
