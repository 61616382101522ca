import jax.numpy as jnp
import numpy as np

from sim import simulate_policy
from sweep import configurations


def main():
    rng = np.random.default_rng(0)
    et0 = jnp.asarray(rng.uniform(4, 7, 90), jnp.float32)
    rain = jnp.asarray((rng.uniform(size=90) < 0.2) * rng.gamma(1.5, 8.0, 90), jnp.float32)
    for raw, cfg in configurations():
        applied, stress = simulate_policy(cfg, et0, rain)
        print(f"{raw}: applied {float(applied):.0f} mm, stress days {int(stress)}")


if __name__ == "__main__":
    main()
