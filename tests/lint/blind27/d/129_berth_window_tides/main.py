import jax
import jax.numpy as jnp
import numpy as np

from tides import tide_curve

PORTS = [
    {"name": "Hamburg", "depth_m": 15.1, "tidal": True},
    {"name": "Singapore", "depth_m": 16.0, "tidal": False},
    {"name": "Antwerp", "depth_m": 14.5, "tidal": True},
    {"name": "Piraeus", "depth_m": 18.0, "tidal": False},
]


@jax.jit
def tidal_window(draft_m, depth_m, tide_m):
    ok = depth_m + tide_m - draft_m > 1.0
    return ok.sum(), jnp.argmax(ok)


def main():
    rng = np.random.default_rng(0)
    for port in PORTS:
        hours, first = tidal_window(np.float32(14.2), np.float32(port["depth_m"]), tide_m=tide_curve(port, rng))
        print(port["name"], int(hours), "h open, first at", int(first))


if __name__ == "__main__":
    main()
