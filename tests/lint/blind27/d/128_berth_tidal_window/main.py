import jax
import jax.numpy as jnp
import numpy as np

from ports import PORTS, extras_for


@jax.jit
def berth_window(draft_m, depth_m, **extra):
    water = jnp.full(24, depth_m)
    if "tide_m" in extra:
        water = water + extra["tide_m"]
    ok = water - draft_m > 1.0
    return ok.sum(), jnp.argmax(ok)


def main():
    rng = np.random.default_rng(0)
    for port in PORTS:
        hours, first = berth_window(np.float32(14.2), np.float32(port["depth_m"]), **extras_for(port, rng))
        print(port["name"], int(hours), "h open, first at", int(first))


if __name__ == "__main__":
    main()
