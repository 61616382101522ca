import numpy as np
import jax
import jax.numpy as jnp

from fit import fit_brewery

BREWHOUSES = {"north": 18, "south": 27, "annex": 18, "pilot": 9}


def main():
    rng = np.random.default_rng(3)
    key = jax.random.PRNGKey(0)
    for name, n_batches in BREWHOUSES.items():
        pitch = rng.uniform(0.5, 2.0, n_batches).astype(np.float32)
        temp = rng.uniform(15, 22, n_batches).astype(np.float32)
        atten = (70 + 4 * pitch + 0.8 * (temp - 18) + rng.normal(0, 1.5, n_batches)).astype(np.float32)
        key, sub = jax.random.split(key)
        params, loss = fit_brewery(sub, jnp.asarray(pitch), jnp.asarray(temp), jnp.asarray(atten))
        print(f"{name:6s} n={n_batches:2d} a={float(params['a_auto_loc']):.2f} loss={loss:.1f}")


if __name__ == "__main__":
    main()
