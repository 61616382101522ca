import jax.numpy as jnp
import numpy as np

from kalman import assimilate_gauges
from telemetry import N_GAUGES, hourly_reports


def main():
    rng = np.random.default_rng(8)
    n_reach = 8
    H = np.zeros((N_GAUGES, n_reach), np.float32)
    for g, reach in enumerate([0, 2, 4, 5, 7]):
        H[g, reach] = 1.0
    A = jnp.asarray((0.8 * np.eye(n_reach) + 0.2 * np.eye(n_reach, k=-1)).astype(np.float32))
    x = jnp.full(n_reach, 10.0, dtype=jnp.float32)
    P = jnp.eye(n_reach, dtype=jnp.float32) * 4.0
    truth = np.linspace(8, 16, n_reach).astype(np.float32)
    for h, reported in hourly_reports(rng):
        x = A @ x + 2.0
        P = A @ P @ A.T + 0.5 * jnp.eye(n_reach)
        z = (H @ truth + rng.normal(0, 0.3, N_GAUGES)).astype(np.float32)
        x, P = assimilate_gauges(x, P, z, H, reported, 0.09)
    print("final reach flows", np.asarray(x).round(2))


if __name__ == "__main__":
    main()
