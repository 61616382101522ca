import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def sky_annulus_flux(stamp, r_in, r_out, r_ap):
    h, w = stamp.shape
    yy, xx = jnp.mgrid[:h, :w]
    r = jnp.hypot(xx - w // 2, yy - h // 2)
    ann = (r >= r_in) & (r < r_out)
    sky = jnp.sum(stamp * ann) / jnp.sum(ann)
    return jnp.sum((stamp - sky) * (r < r_ap))


PIPELINE_DEFAULTS = {"r_ap": 5.0, "r_in": 8.0, "r_out": 12.0}


def user_overrides(target):
    if target.startswith("WD"):
        return {"r_in": 7.0, "r_out": 11.0, "r_ap": 4.0}
    return {}


def main():
    rng = np.random.default_rng(9)
    yy, xx = np.mgrid[:31, :31] - 15
    for target in ["WD 0346+246", "HD 19445", "WD 1150-153", "BD+17 4708"]:
        stamp = (2000 * np.exp(-(xx ** 2 + yy ** 2) / 5.0) + rng.normal(100, 3, (31, 31))).astype(np.float32)
        settings = user_overrides(target) or PIPELINE_DEFAULTS
        flux = sky_annulus_flux(stamp, **settings)
        print(f"{target}: flux {float(flux):.0f} with {settings}")


if __name__ == "__main__":
    main()
