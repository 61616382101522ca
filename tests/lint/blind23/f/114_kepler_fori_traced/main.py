import math

import numpy as np
import jax
import jax.numpy as jnp

CATALOG = [("ISS", 0.0005), ("GPS-IIF", 0.01), ("Molniya", 0.72), ("GTO", 0.73), ("Sentinel", 0.0001), ("HEO", 0.35)]


def iterations_for(e, tol=1e-10):
    return max(3, math.ceil(math.log(tol) / math.log(max(e, 1e-3))))


@jax.jit
def solve_kepler(M, e, n_iter):
    return jax.lax.fori_loop(0, n_iter, lambda i, E: M + e * jnp.sin(E), M)


def main():
    M = jnp.linspace(0.0, 2 * np.pi, 64)
    for name, e in CATALOG:
        E = solve_kepler(M, e, iterations_for(e))
        print(name, e, round(float(jnp.max(jnp.abs(E - e * jnp.sin(E) - M))), 9))


if __name__ == "__main__":
    main()
