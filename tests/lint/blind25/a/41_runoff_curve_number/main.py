import jax.numpy as jnp
import numpy as np

from runoff import scs_runoff
from soil import Catchment

CATCHMENTS = [Catchment("upper", "B", 35.0), Catchment("lower", "C", 52.0), Catchment("east", "B", 20.0)]


def main():
    rng = np.random.default_rng(10)
    for month in range(4):
        rain = jnp.asarray(rng.gamma(0.8, 12.0, 30), jnp.float32)
        for c in CATCHMENTS:
            q = scs_runoff(rain, soil=c.soil)
            print(f"month {month} {c.name}: runoff {float(q.sum() * c.area_ha * 10):.0f} m3")


if __name__ == "__main__":
    main()
