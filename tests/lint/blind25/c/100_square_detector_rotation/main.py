import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def radial_profile(img, center):
    h, w = img.shape
    yy, xx = jnp.mgrid[:h, :w]
    r = jnp.hypot(xx - center[0], yy - center[1]).astype(jnp.int32)
    counts = jnp.bincount(r.ravel(), length=32)
    sums = jnp.bincount(r.ravel(), weights=img.ravel(), length=32)
    return sums / jnp.maximum(counts, 1)


def orient(img, pa_deg):
    return np.ascontiguousarray(np.rot90(img, int(round(pa_deg / 90.0)) % 4))


def main():
    rng = np.random.default_rng(7)
    yy, xx = np.mgrid[:64, :64]
    for i, pa in enumerate([0.0, 90.0, 180.0, 270.0]):
        galaxy = 500 * np.exp(-np.hypot(xx - 32, (yy - 32) / 0.6) / 5) + rng.normal(20, 2, (64, 64))
        img = orient(galaxy.astype(np.float32), pa)
        prof = radial_profile(img, jnp.array([32.0, 32.0]))
        print(f"PA {pa:.0f}: I(r=5px) = {float(prof[5]):.1f}")


if __name__ == "__main__":
    main()
