import jax
import jax.numpy as jnp

from spring import advance

N_MEMBERS = 16


def main():
    key = jax.random.PRNGKey(0)
    x = jax.random.normal(key, (N_MEMBERS, 10))
    v = jnp.zeros_like(x)
    k = jnp.linspace(1.0, 4.0, N_MEMBERS)[:, None]
    c = jnp.full((N_MEMBERS, 1), 0.1, dtype=jnp.float32)
    for frame in range(6):
        step_all = jax.jit(jax.vmap(advance, in_axes=(0, 0, None)))
        x, v = step_all((x, v), (k, c), 0.05)
        print(f"frame {frame} spread={float(jnp.std(x)):.4f}")


if __name__ == "__main__":
    main()
