import numpy as np
import jax
import jax.numpy as jnp

from fdir import healthy_mask, N_GYROS

# skewed 4-gyro redundant unit
H = jnp.array([[1, 0, 0], [0, 1, 0], [0, 0, 1], [0.577, 0.577, 0.577]], jnp.float32)


@jax.jit
def fuse_rates(meas, mask):
    W = jnp.diag(mask.astype(jnp.float32))
    return jnp.linalg.solve(H.T @ W @ H + 1e-6 * jnp.eye(3), H.T @ W @ meas)


def main():
    rng = np.random.default_rng(0)
    w_true = np.array([0.01, -0.02, 0.005])
    residuals = None
    for k in range(10):
        meas = np.asarray(H) @ w_true + rng.normal(0, 1e-3, N_GYROS)
        if k >= 5:
            meas[2] += 0.2
        mask = healthy_mask(residuals)
        w = fuse_rates(jnp.asarray(meas, jnp.float32), mask)
        residuals = meas - np.asarray(H) @ np.asarray(w)
        print(k, mask.astype(int), np.round(np.asarray(w), 4))


if __name__ == "__main__":
    main()
