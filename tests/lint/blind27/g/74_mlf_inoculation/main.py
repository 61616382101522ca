import numpy as np
import jax.numpy as jnp

from schedule import inoculation_day
from mlf import malic_projection


def main():
    rng = np.random.default_rng(2)
    days = jnp.arange(0.0, 40.0)
    lots = {"Merlot 1": 0.30, "Merlot 2": 0.10, "Cab 1": 0.25, "Cab 2": 0.09, "Malbec": 0.20}
    for lot, rate in lots.items():
        brix = 24 * np.exp(-rate * np.arange(14))
        d0 = inoculation_day(brix)
        curve = malic_projection(jnp.float32(rng.uniform(2, 4)), d0, days)
        done = int(np.argmax(np.asarray(curve) < 0.2))
        print(f"{lot:9s}: inoculate day {d0}, malic < 0.2 g/L by day {done}")


if __name__ == "__main__":
    main()
