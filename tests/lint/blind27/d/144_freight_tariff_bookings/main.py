from functools import partial

import jax
import jax.numpy as jnp

from bookings import all_bookings


@partial(jax.jit, static_argnames=("mode",))
def freight_tariff(tonnes, km, mode):
    mode = mode.lower()
    rate = 0.045 if mode == "rail" else 0.12
    return tonnes * km * rate * jnp.where(km > 500, 0.9, 1.0)


def main():
    for b in all_bookings():
        print(b["mode"], f"EUR {float(freight_tariff(b['tonnes'], b['km'], mode=b['mode'])):.0f}")


if __name__ == "__main__":
    main()
