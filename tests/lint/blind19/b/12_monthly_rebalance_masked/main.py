import jax
import jax.numpy as jnp

from calendar_utils import make_daily_returns, month_blocks


@jax.jit
def month_stats(block, mask, weights):
    port = (block @ weights) * mask
    growth = jnp.prod(1.0 + port) - 1.0
    n = mask.sum()
    mean = port.sum() / n
    var = (((port - mean) * mask) ** 2).sum() / n
    return growth, jnp.sqrt(var) * jnp.sqrt(21.0)


def main():
    rets = make_daily_returns(n_assets=4)
    w = jnp.full((4,), 0.25, dtype=jnp.float32)
    for i, (block, mask) in enumerate(month_blocks(rets)):
        g, v = month_stats(jnp.asarray(block), jnp.asarray(mask), w)
        print(f"month {i:2d} ret={float(g):+.4f} vol={float(v):.4f}")


if __name__ == "__main__":
    main()
