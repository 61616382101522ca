from functools import partial

import jax
import jax.numpy as jnp

from loader import bookings


@partial(jax.jit, static_argnames=("mode",))
def sea_tariff(teu, nm, mode):
    base = 0.09 if mode == "sea" else 0.2
    return teu * (150.0 + nm * base) * jnp.where(teu > 1000, 0.92, 1.0)


def main():
    for b in bookings():
        print(b["mode"], f"USD {float(sea_tariff(b['teu'], b['nm'], mode=b['mode'])):.0f}")


if __name__ == "__main__":
    main()
