import jax.numpy as jnp
import numpy as np

from config import RunConfig
from transport import larvae_transport_day


def main():
    cfg = RunConfig()
    conc = jnp.asarray(np.exp(-((np.arange(200) - 30) / 6.0) ** 2), jnp.float32)
    for day in range(10):
        u = (0.25 + 0.2 * np.sin(2 * np.pi * day / 7) + 0.05 * np.sin(np.linspace(0, 2 * np.pi, 200))).astype(np.float32)
        conc = larvae_transport_day(conc, jnp.asarray(u), jnp.float32(2.0), cfg)
        print(f"day {day}: max current {u.max():.2f} m/s, larval peak at cell {int(jnp.argmax(conc))}")


if __name__ == "__main__":
    main()
