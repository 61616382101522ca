import jax
import jax.numpy as jnp

from stream import chunks, tick_stream


@jax.jit
def order_flow_stats(ticks):
    px, side, size = ticks[:, 0], ticks[:, 1], ticks[:, 2]
    signed = side * size
    ofi = signed.sum() / size.sum()
    vwap = (px * size).sum() / size.sum()
    return ofi, vwap


def main():
    ticks = tick_stream(1003)
    for i, c in enumerate(chunks(ticks, 168)):
        ofi, vwap = order_flow_stats(jnp.asarray(c))
        print(i, c.shape[0], round(float(ofi), 3), round(float(vwap), 3))


if __name__ == "__main__":
    main()
