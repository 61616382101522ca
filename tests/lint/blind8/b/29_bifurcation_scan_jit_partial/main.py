from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

N_TRANSIENT = 200
N_KEEP = 64


def logistic_orbit(x0, r, n_transient, n_keep):
    def f(x, _):
        x = r * x * (1.0 - x)
        return x, x

    x, _ = jax.lax.scan(f, x0, None, length=n_transient)
    _, orbit = jax.lax.scan(f, x, None, length=n_keep)
    return orbit


def attractor_size(orbit, tol=1e-4):
    return len(np.unique(np.round(np.asarray(orbit) / tol).astype(np.int64)))


def main():
    x0 = jnp.linspace(0.1, 0.9, 16)
    for r in np.linspace(2.8, 3.9, 6):
        orbit_fn = jax.jit(partial(logistic_orbit, r=float(r),
                                   n_transient=N_TRANSIENT, n_keep=N_KEEP))
        orbits = jax.vmap(orbit_fn)(x0)
        print(f"r={r:.2f}: ~{attractor_size(orbits[0])} distinct points on the attractor")


if __name__ == "__main__":
    main()
