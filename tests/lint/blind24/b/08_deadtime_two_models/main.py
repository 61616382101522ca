import jax.numpy as jnp
import numpy as np

from deadtime import true_rate

DETECTORS = [
    {"name": "GM tube A", "tau": 1.0e-4, "model": "paralyzable"},
    {"name": "proportional B", "tau": 2.0e-6, "model": "nonparalyzable"},
    {"name": "GM tube C", "tau": 1.2e-4, "model": "paralyzable"},
    {"name": "NaI D", "tau": 5.0e-6, "model": "nonparalyzable"},
    {"name": "GM tube E", "tau": 0.9e-4, "model": "paralyzable"},
]


def main():
    rng = np.random.default_rng(3)
    for det in DETECTORS:
        m = jnp.asarray(rng.uniform(100, 2500, 64).astype(np.float32))
        n = true_rate(m, det["tau"], model=det["model"])
        print(f"{det['name']:>15}: mean correction {float(jnp.mean(n / m)):.4f}")


if __name__ == "__main__":
    main()
