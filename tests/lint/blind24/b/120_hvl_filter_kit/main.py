import jax.numpy as jnp
import numpy as np

from hvl import FILTERS_MM, half_value_layer


def measure(kvp, rng):
    mu = 0.35 * (80.0 / kvp) ** 1.3   # 1/mm Al, crude
    t = np.array(FILTERS_MM)
    return jnp.asarray((2.0 * np.exp(-mu * t) * rng.normal(1, 0.005, t.size)).astype(np.float32))


def main():
    rng = np.random.default_rng(0)
    for room, kvp in [("CT-1", 120.0), ("DR-2", 80.0), ("fluoro", 70.0), ("CT-2", 120.0), ("mammo-adj", 60.0)]:
        h = half_value_layer(measure(kvp, rng), FILTERS_MM)
        print(f"{room:>10} at {kvp:.0f} kVp: HVL {float(h):.2f} mm Al")


if __name__ == "__main__":
    main()
