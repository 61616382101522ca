import jax
import jax.numpy as jnp

from calendar_utils import make_daily_returns, month_blocks


@jax.jit
def month_stats(block, weights):
    port = block @ weights
    growth = jnp.prod(1.0 + port) - 1.0
    vol = port.std() * jnp.sqrt(21.0)
    return growth, vol


def inverse_vol_weights(block):
    v = jnp.std(block, axis=0)
    w = 1.0 / v
    return w / w.sum()


def main():
    rets = make_daily_returns(n_assets=4)
    w = jnp.full((4,), 0.25, dtype=jnp.float32)
    for i, block in enumerate(month_blocks(rets)):
        g, v = month_stats(jnp.asarray(block), w)
        w = inverse_vol_weights(jnp.asarray(block))
        print(f"month {i:2d} ret={float(g):+.4f} vol={float(v):.4f}")


if __name__ == "__main__":
    main()
