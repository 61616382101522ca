import jax
import jax.numpy as jnp
import numpy as np

from solver import fixed_point, layer


def init(key, d_in=4, d_hidden=16):
    k1, k2 = jax.random.split(key)
    return {
        "W": 0.3 * jax.random.normal(k1, (d_hidden, d_hidden)) / jnp.sqrt(d_hidden),
        "U": jax.random.normal(k2, (d_in, d_hidden)) / jnp.sqrt(d_in),
        "b": jnp.zeros(d_hidden),
    }


def main():
    params = init(jax.random.PRNGKey(0))
    rng = np.random.default_rng(0)
    tol = 1e-2
    for epoch in range(4):
        x = rng.normal(size=(32, 4)).astype(np.float32)
        z, n_iter = fixed_point(params, x, tol)
        residual = jnp.max(jnp.abs(layer(params, z, x) - z))
        print(epoch, tol, int(n_iter), float(residual))
        tol = tol * 0.3


if __name__ == "__main__":
    main()
