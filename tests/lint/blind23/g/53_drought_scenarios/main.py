import jax.numpy as jnp
import numpy as np

from scenarios import build_scenarios
from yield_model import drought_yield_ratio


def main():
    rng = np.random.default_rng(5)
    months = np.arange(360)
    precip = jnp.asarray(rng.gamma(2.0, 30.0, 360).astype(np.float32))
    temp = jnp.asarray((12 + 9 * np.sin(2 * np.pi * months / 12)).astype(np.float32))
    for name, settings in build_scenarios().items():
        ratio = drought_yield_ratio(precip, temp, settings)
        print(f"{name:>13}: supply/demand {float(ratio):.3f}")


if __name__ == "__main__":
    main()
