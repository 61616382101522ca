import jax
import jax.numpy as jnp

from pcg import solve


def layered_medium(key, n=64, n_layers=4):
    edges = jnp.sort(jax.random.uniform(key, (n_layers - 1,)))
    x = jnp.linspace(0.0, 1.0, n)
    layer = jnp.searchsorted(edges, x)
    return 10.0 ** (layer.astype(jnp.float32) - 1.0)


def main():
    b = jnp.sin(jnp.linspace(0.0, 2 * jnp.pi, 64)) / 64
    keys = jax.random.split(jax.random.PRNGKey(0), 5)
    for i, key in enumerate(keys):
        kappa = layered_medium(key)
        u, res = solve(b, kappa)
        print(f"medium {i}: max u={float(u.max()):.4f} residual={float(res):.2e}")


if __name__ == "__main__":
    main()
