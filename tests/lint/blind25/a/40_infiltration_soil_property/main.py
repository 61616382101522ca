import jax.numpy as jnp
import numpy as np

from infiltration import cumulative_infiltration
from soil import FieldSite

SITES = [FieldSite("N12", "silt_loam", 0.22), FieldSite("S04", "clay_loam", 0.30)]


def main():
    rng = np.random.default_rng(8)
    for storm in range(3):
        rain = jnp.asarray(rng.gamma(1.2, 1.0, 24), jnp.float32)
        for site in SITES:
            F, runoff = cumulative_infiltration(rain, site.initial_theta, soil=site.soil)
            print(f"storm {storm} {site.name}: infiltrated {float(F):.2f} cm, runoff {float(runoff):.2f} cm")


if __name__ == "__main__":
    main()
