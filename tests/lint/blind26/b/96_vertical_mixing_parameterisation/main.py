import jax.numpy as jnp
import numpy as np

from mixing import richardson_mixing
from regions import REGION_CONFIGS


def main():
    rng = np.random.default_rng(0)
    for name, cfg in REGION_CONFIGS.items():
        levels = jnp.asarray(cfg["levels"])
        z = np.asarray(cfg["levels"], np.float64)
        u = (0.3 * np.exp(-z / max(z[-1], 1) * 3) + rng.normal(0, 0.01, z.size)).astype(np.float32)
        temp = (18 - 6 * z / z[-1] + rng.normal(0, 0.05, z.size)).astype(np.float32)
        kz = richardson_mixing(levels, u, temp, cfg["kappa_b"])
        print(f"{name:8s}: Kz " + " ".join(f"{float(k):.1e}" for k in kz))


if __name__ == "__main__":
    main()
