import numpy as np
import jax.numpy as jnp

from config import LandingSimConfig, scenarios
from sim import touchdown


def main():
    base = LandingSimConfig()
    for cfg in scenarios(base):
        rng = np.random.default_rng(cfg.seed)
        sink = jnp.float32(rng.uniform(1.0, 3.0))
        print(cfg.scenario, round(float(touchdown(sink, jnp.float32(60000.0), cfg)), 3))


if __name__ == "__main__":
    main()
