import jax

jax.config.update("jax_enable_x64", True)

import jax.numpy as jnp

from feed import TickFeed


@jax.jit
def session_vwap(ticks):
    px, vol = ticks[:, 0], ticks[:, 1]
    cum_pv = jnp.cumsum(px * vol)
    cum_v = jnp.cumsum(vol)
    return cum_pv / cum_v


def main():
    feed = TickFeed()
    for rnd in range(2):
        for day in ["mon", "tue", "wed"]:
            vwap = session_vwap(feed.session(day))
            print(f"pass {rnd} {day}: close vwap {float(vwap[-1]):.4f}")


if __name__ == "__main__":
    main()
