import jax
import jax.numpy as jnp
import numpy as np

from loggers import LOGGERS, day_series


@jax.jit
def degree_hours(t_hours, temp_c, base):
    dt = jnp.diff(t_hours, append=24.0)
    return jnp.sum(jnp.maximum(temp_c - base, 0.0) * dt)


def main():
    rng = np.random.default_rng(0)
    for name, interval in LOGGERS.items():
        t, temp = day_series(interval, rng)
        dh = degree_hours(t, temp, 10.0)
        print(f"{name:15s} ({interval} min): {float(dh):.1f} degree-hours above 10 C")


if __name__ == "__main__":
    main()
