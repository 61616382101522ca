from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

N_TRANSIENT = 200
N_KEEP = 64


@partial(jax.jit, static_argnames=("n_transient", "n_keep"))
def logistic_orbits(x0, r, n_transient=N_TRANSIENT, n_keep=N_KEEP):
    def f(x, _):
        x = r * x * (1.0 - x)
        return x, x

    x, _ = jax.lax.scan(f, x0, None, length=n_transient)
    _, orbit = jax.lax.scan(f, x, None, length=n_keep)
    return orbit.T


def attractor_size(orbit, tol=1e-4):
    return len(np.unique(np.round(np.asarray(orbit) / tol).astype(np.int64)))


def main():
    x0 = jnp.linspace(0.1, 0.9, 16)
    for r in np.linspace(2.8, 3.9, 6):
        orbits = logistic_orbits(x0, float(r))
        print(f"r={r:.2f}: ~{attractor_size(orbits[0])} distinct points on the attractor")
    # longer window for the chaotic end of the diagram
    orbits = logistic_orbits(x0, 3.9, n_keep=256)
    print(f"r=3.90 (long window): ~{attractor_size(orbits[0])} distinct points")


if __name__ == "__main__":
    main()
