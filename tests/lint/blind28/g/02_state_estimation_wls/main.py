import numpy as np
import jax
import jax.numpy as jnp

# 5-bus DC state estimation with weighted least squares
N_BUS = 5
LINES = [(0, 1, 10.0), (0, 2, 8.0), (1, 2, 12.0), (1, 3, 9.0), (2, 4, 7.0), (3, 4, 11.0)]


def measurement_matrix():
    rows = []
    for (i, j, b) in LINES:
        r = np.zeros(N_BUS)
        r[i], r[j] = b, -b
        rows.append(r)
    for k in range(N_BUS):
        r = np.zeros(N_BUS)
        for (i, j, b) in LINES:
            if i == k:
                r[i] += b; r[j] -= b
            elif j == k:
                r[j] += b; r[i] -= b
        rows.append(r)
    H = np.array(rows)[:, 1:]  # slack bus angle fixed at 0
    return H.astype(np.float32)


@jax.jit
def wls_estimate(H, z, w):
    G = H.T @ (w[:, None] * H)
    rhs = H.T @ (w * z)
    theta = jnp.linalg.solve(G, rhs)
    resid = z - H @ theta
    return theta, jnp.sum(w * resid ** 2)


def scada_snapshot(rng, H, theta_true, available):
    z = H @ theta_true + rng.normal(0, 0.01, H.shape[0]).astype(np.float32)
    return z[available], available


def main():
    rng = np.random.default_rng(1)
    H = measurement_matrix()
    theta_true = np.array([-0.05, -0.08, -0.11, -0.13], dtype=np.float32)
    n_meas = H.shape[0]
    for t in range(8):
        # some RTUs drop out in some scans
        available = np.ones(n_meas, dtype=bool)
        if t % 3 == 1:
            available[rng.integers(0, n_meas)] = False
        z, mask = scada_snapshot(rng, H, theta_true, available)
        w = np.full(z.shape[0], 1e4, dtype=np.float32)
        theta, J = wls_estimate(H[mask], z, w)
        print(t, np.round(np.asarray(theta), 4), float(J))


if __name__ == "__main__":
    main()
