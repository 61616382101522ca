import jax.numpy as jnp
import numpy as np

from routing import linear_channel


def route_hourly(inflow, tt):
    return linear_channel(inflow, tt)


def route_with_config(inflow, tt, cfg):
    return linear_channel(inflow, tt, dt_h=cfg["dt_h"])


def main():
    t = np.arange(120, dtype=np.float32)
    inflow = jnp.asarray(10 + 90 * np.exp(-((t - 30) / 8) ** 2), jnp.float32)
    cfg = {"dt_h": 1.0}
    for tt in [3.0, 6.0, 12.0]:
        a = route_hourly(inflow, tt)
        b = route_with_config(inflow, tt, cfg)
        print(f"travel time {tt:4.1f} h: peak {float(a.max()):.2f} / {float(b.max()):.2f}")


if __name__ == "__main__":
    main()
