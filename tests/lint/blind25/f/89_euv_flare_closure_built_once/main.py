import jax.numpy as jnp
import numpy as np

from flare import make_flare_model

GRID, PIXEL_UM = 128, 100.0  # 12.8 mm field tiles


def reticle_density(layer, rng):
    d = np.full((GRID, GRID), 0.3 + 0.1 * rng.random(), np.float32)
    d[rng.integers(0, 64):, : rng.integers(32, 128)] = rng.uniform(0.05, 0.6)
    return jnp.asarray(d)


def main():
    rng = np.random.default_rng(0)
    flare_map = make_flare_model(GRID, PIXEL_UM)
    for layer in ["M0", "M1", "V0", "V1", "M2"]:
        fl = flare_map(reticle_density(layer, rng))
        print(f"{layer}: flare {float(fl.mean()) * 100:.2f}% (range {float(fl.max() - fl.min()) * 100:.2f}%)")


if __name__ == "__main__":
    main()
