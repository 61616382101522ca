import jax.numpy as jnp
import numpy as np

from chain import empty_risk
from stations import STATION_DOCKS


def main():
    rng = np.random.default_rng(0)
    for day in range(2):
        for code, docks in STATION_DOCKS.items():
            rin = jnp.asarray(rng.uniform(0.05, 0.3, 48), jnp.float32)
            rout = jnp.asarray(rng.uniform(0.05, 0.3, 48), jnp.float32)
            print(day, code, round(float(empty_risk(rin, rout, docks // 2, docks=docks)), 3))


if __name__ == "__main__":
    main()
