import jax
import jax.numpy as jnp

DT = 1 / 30  # stereo thermal cameras, 30 fps
F = jnp.block([[jnp.eye(3), DT * jnp.eye(3)], [jnp.zeros((3, 3)), jnp.eye(3)]])
H = jnp.hstack([jnp.eye(3), jnp.zeros((3, 3))])
Q = 0.5 * jnp.eye(6)
R = 0.02 * jnp.eye(3)


@jax.jit
def track_step(mean, cov, obs, valid):
    mean = F @ mean
    cov = F @ cov @ F.T + Q

    def update(args):
        m, P = args
        S = H @ P @ H.T + R
        K = P @ H.T @ jnp.linalg.inv(S)
        return m + K @ (obs - H @ m), (jnp.eye(6) - K @ H) @ P

    return jax.lax.cond(valid, update, lambda a: a, (mean, cov))
