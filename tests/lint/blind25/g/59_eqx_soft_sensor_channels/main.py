import numpy as np
import jax

from estimator import BiomassSoftSensor, estimate_biomass
from sensors import healthy_channels, read_all


def main():
    rng = np.random.default_rng(0)
    sensor = BiomassSoftSensor(jax.random.PRNGKey(0))
    for hour in range(0, 24, 2):
        readings = read_all(rng, hour)
        x = estimate_biomass(sensor, readings, healthy_channels(hour))
        print(f"{hour:2d} h: biomass estimate {float(x):.2f} g/L")


if __name__ == "__main__":
    main()
