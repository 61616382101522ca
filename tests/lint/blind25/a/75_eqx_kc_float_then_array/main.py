import jax.numpy as jnp
import numpy as np

from model import DualCropCoefficient, calibrate_to_flux_tower, season_et


def main():
    rng = np.random.default_rng(0)
    model = DualCropCoefficient(kcb_mid=1.05, ke_max=0.25)
    for site in range(3):
        et0 = jnp.asarray(rng.uniform(3, 7, 60), jnp.float32)
        wet = jnp.asarray(rng.uniform(0, 0.3, 60), jnp.float32)
        observed = float(rng.uniform(280, 330))
        before = season_et(model, et0, wet)
        model = calibrate_to_flux_tower(model, et0, wet, observed)
        after = season_et(model, et0, wet)
        print(f"site {site}: ETc {float(before):.0f} -> {float(after):.0f} mm (tower {observed:.0f}), Kcb {float(model.kcb_mid):.3f}")


if __name__ == "__main__":
    main()
