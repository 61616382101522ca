import jax
import jax.numpy as jnp

from reaction import gray_scott_block

N = 64
FEED, KILL = 0.037, 0.06


def seeded_fields(key):
    u = jnp.full((N, N), 1.0)
    v = jnp.zeros((N, N), jnp.float32)
    c = slice(N // 2 - 4, N // 2 + 4)
    v = v.at[c, c].set(0.5)
    v = v + 0.01 * jax.random.uniform(key, (N, N))
    return u, v


def main():
    u, v = seeded_fields(jax.random.PRNGKey(0))
    for block in range(6):
        u, v = gray_scott_block(u, v, FEED, KILL)
        print(f"t={50 * (block + 1):4d} mean v={float(v.mean()):.5f} min u={float(u.min()):.4f}")


if __name__ == "__main__":
    main()
