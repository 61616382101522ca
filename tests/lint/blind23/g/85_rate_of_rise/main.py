from functools import partial

import jax
import jax.numpy as jnp

from loggers import load_logger, sampling_interval_hours


@partial(jax.jit, static_argnames=("dt_hours",))
def rate_of_rise(level, dt_hours):
    window = max(int(round(1.0 / dt_hours)), 1)
    smooth = jnp.convolve(level, jnp.ones(window) / window, mode="same")
    return jnp.gradient(smooth) / dt_hours


def main():
    for serial in [3101, 3102, 3103, 3104, 3105]:
        t, level = load_logger(serial)
        dt = sampling_interval_hours(t)
        r = rate_of_rise(level, dt_hours=dt)
        print(f"logger {serial}: dt {dt:.6f} h, max rise {float(r.max()) * 1000:.1f} mm/h")


if __name__ == "__main__":
    main()
