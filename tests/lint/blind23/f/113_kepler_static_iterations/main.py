import numpy as np
import jax.numpy as jnp

from kepler import eccentric_anomaly, iterations_for

CATALOG = [("ISS", 0.0005), ("GPS-IIF", 0.01), ("Molniya", 0.72), ("GTO", 0.73), ("Sentinel", 0.0001), ("HEO", 0.35)]


def main():
    M = jnp.linspace(0.0, 2 * np.pi, 64)
    for name, e in CATALOG:
        E = eccentric_anomaly(M, e, iterations_for(e))
        print(name, e, round(float(jnp.max(jnp.abs(E - e * jnp.sin(E) - M))), 9))


if __name__ == "__main__":
    main()
