import numpy as np
import jax
import jax.numpy as jnp

DT = 0.1


@jax.jit
def nav_update(x, P, accel, gps, gps_valid):
    F = jnp.block([[jnp.eye(3), DT * jnp.eye(3)], [jnp.zeros((3, 3)), jnp.eye(3)]])
    B = jnp.concatenate([0.5 * DT ** 2 * jnp.eye(3), DT * jnp.eye(3)])
    x = F @ x + B @ accel
    P = F @ P @ F.T + jnp.eye(6) * 1e-3
    H = jnp.concatenate([jnp.eye(3), jnp.zeros((3, 3))], axis=1)
    S = H @ P @ H.T + jnp.eye(3) * 4.0
    K = jnp.linalg.solve(S, H @ P).T * gps_valid
    x = x + K @ (gps - H @ x)
    P = (jnp.eye(6) - K @ H) @ P
    return x, P


def read_epoch(rng, k, pos):
    accel = rng.normal(0, 0.05, 3).astype(np.float32)
    if k % 10 == 0:
        return accel, (pos + rng.normal(0, 2.0, 3)).astype(np.float32), np.float32(1.0)
    return accel, np.zeros(3, np.float32), np.float32(0.0)


def main():
    rng = np.random.default_rng(7)
    x = jnp.zeros(6).at[3].set(50.0)
    P = jnp.eye(6) * 10.0
    for k in range(60):
        truth = np.array([50.0 * 0.1 * k, 0.0, 0.0])
        accel, gps, valid = read_epoch(rng, k, truth)
        x, P = nav_update(x, P, accel, gps, valid)
    print([round(float(v), 2) for v in x])


if __name__ == "__main__":
    main()
