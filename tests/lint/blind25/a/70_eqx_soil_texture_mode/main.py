import jax.numpy as jnp
import numpy as np

from config import CFG
from richards import redistribute


def main():
    rng = np.random.default_rng(5)
    theta = jnp.full((CFG.n_layers,), 0.25, jnp.float32)
    rain = rng.gamma(0.5, 8.0, CFG.days).astype(np.float32)
    for day in range(CFG.days):
        theta = redistribute(theta, jnp.asarray(rain[day]), CFG.texture_class)
        if day % 10 == 9:
            print(f"day {day + 1}: profile water {float(theta.sum() * 10):.1f} mm")


if __name__ == "__main__":
    main()
