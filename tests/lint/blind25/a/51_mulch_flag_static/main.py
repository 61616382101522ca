import jax.numpy as jnp
import numpy as np

from config import TRIAL_PLAN
from evap import soil_evaporation


def main():
    rng = np.random.default_rng(1)
    et0 = jnp.asarray(rng.uniform(3, 6, 30), jnp.float32)
    theta = jnp.asarray(rng.uniform(0.1, 0.3, 30), jnp.float32)
    for plot in TRIAL_PLAN:
        e = soil_evaporation(et0, theta, plot["cover_frac"], mulch=plot["mulch"])
        print(f"{plot['plot']}: mulch={plot['mulch']} soil evaporation {float(e):.1f} mm")


if __name__ == "__main__":
    main()
