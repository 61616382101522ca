import jax.numpy as jnp
import numpy as np

from queue_model import simulate_platform

SERVICE_MINUTES = {"weekday": 180, "saturday": 150, "sunday": 120}


def report_grid(day_type, every=15):
    return jnp.arange(every, SERVICE_MINUTES[day_type] + 1, every, dtype=jnp.float32)


def main():
    for day_type in ["weekday", "weekday", "saturday", "sunday"]:
        ts = report_grid(day_type)
        args = (jnp.float32(12.0), jnp.float32(150.0), jnp.float32(6.0))
        q = simulate_platform(jnp.float32(5.0), args, ts)
        print(day_type, np.round(np.asarray(q[:4]), 1), float(q.max()))


if __name__ == "__main__":
    main()
