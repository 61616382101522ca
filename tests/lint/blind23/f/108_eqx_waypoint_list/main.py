import numpy as np
import jax.numpy as jnp

from energy import Multirotor, mission_energy
from mission import survey_legs


def main():
    rng = np.random.default_rng(0)
    uav = Multirotor(jnp.float32(6.5), jnp.float32(900.0))
    for k, alts in enumerate(survey_legs(rng, 5)):
        wh = mission_energy(uav, alts, jnp.float32(400.0))
        print(k, alts, round(float(wh), 2))


if __name__ == "__main__":
    main()
