import jax.numpy as jnp
import numpy as np

from settings import SETTINGS, split_settings
from windows import update_weight_windows


def main():
    rng = np.random.default_rng(0)
    lower = jnp.full((30, 4), 0.1, dtype=jnp.float32)
    depth = np.arange(30)[:, None]
    for it in range(6):
        SETTINGS["damping"] = 0.5 / (1 + it)
        mesh, params = split_settings(SETTINGS)
        flux = (np.exp(-0.3 * depth) * rng.uniform(0.8, 1.2, (30, 4))).astype(np.float32).ravel()
        lower = update_weight_windows(lower, flux, params, mesh=mesh)
        print(f"iteration {it}: deepest window {float(lower[-1].mean()):.2e}")


if __name__ == "__main__":
    main()
