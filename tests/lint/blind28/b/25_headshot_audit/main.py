import jax
import jax.numpy as jnp
import numpy as np


def headshot_rate(hits, shots):
    rate = hits / jnp.maximum(shots, 1.0)
    z = (rate - rate.mean()) / (rate.std() + 1e-6)
    return rate, z


def audit_server(hits, shots):
    scorer = jax.jit(headshot_rate)
    rate, z = scorer(hits, shots)
    return np.flatnonzero(np.asarray(z) > 2.5)


def main():
    rng = np.random.default_rng(44)
    suspects = []
    for server in range(6):
        shots = rng.integers(50, 400, size=100).astype(np.float32)
        hits = rng.binomial(shots.astype(int), 0.25).astype(np.float32)
        suspects.extend(audit_server(hits, shots).tolist())
    print(len(suspects))


if __name__ == "__main__":
    main()
