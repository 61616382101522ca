import jax.numpy as jnp
import numpy as np

from kalman import kf_update
from telemetry import N_GAUGES, hourly_reports


def main():
    rng = np.random.default_rng(8)
    n_reach = 8
    H_full = np.zeros((N_GAUGES, n_reach), np.float32)
    for g, reach in enumerate([0, 2, 4, 5, 7]):
        H_full[g, reach] = 1.0
    A = (0.8 * np.eye(n_reach) + 0.2 * np.eye(n_reach, k=-1)).astype(np.float32)
    x = jnp.full(n_reach, 10.0, dtype=jnp.float32)
    P = jnp.eye(n_reach, dtype=jnp.float32) * 4.0
    truth = np.linspace(8, 16, n_reach).astype(np.float32)
    for h, reporting in hourly_reports(rng):
        x = jnp.asarray(A) @ x + 2.0
        P = jnp.asarray(A) @ P @ jnp.asarray(A).T + 0.5 * jnp.eye(n_reach)
        if reporting.size == 0:
            continue
        H = H_full[reporting]
        z = (H @ truth + rng.normal(0, 0.3, reporting.size)).astype(np.float32)
        x, P = kf_update(x, P, z, H, 0.09)
    print("final reach flows", np.asarray(x).round(2))


if __name__ == "__main__":
    main()
