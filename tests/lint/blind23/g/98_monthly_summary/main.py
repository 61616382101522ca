import jax
import jax.numpy as jnp
import numpy as np

from calendar_utils import month_blocks


@jax.jit
def month_summary(q_month, valid):
    n = valid.sum()
    mean = jnp.where(valid, q_month, 0.0).sum() / n
    mx = jnp.where(valid, q_month, -jnp.inf).max()
    mn = jnp.where(valid, q_month, jnp.inf).min()
    return jnp.stack([mean, mx, mn])


def main():
    rng = np.random.default_rng(21)
    q = (10 + 6 * np.sin(2 * np.pi * np.arange(365) / 365) + rng.gamma(1.0, 2.0, 365)).astype(np.float32)
    blocks, mask = month_blocks(q)
    for m in range(12):
        s = np.asarray(month_summary(blocks[m], mask[m]))
        print(f"month {m + 1:2d}: mean {s[0]:.2f} max {s[1]:.2f} min {s[2]:.2f}")


if __name__ == "__main__":
    main()
