import jax
import jax.numpy as jnp
import numpy as np

from match import cross_match


@jax.jit
def fit_affine(xy, ref, w):
    A = jnp.concatenate([xy, jnp.ones((xy.shape[0], 1))], axis=1)
    sw = jnp.sqrt(w)[:, None]
    coeffs, *_ = jnp.linalg.lstsq(sw * A, sw * ref)
    resid = A @ coeffs - ref
    return coeffs, jnp.sqrt(jnp.sum(w * jnp.sum(resid ** 2, axis=1)) / jnp.sum(w))


def exposures(n, seed=0):
    rng = np.random.default_rng(seed)
    reference = rng.uniform(0, 200, (60, 2)).astype(np.float32)
    for _ in range(n):
        shift = rng.normal(0, 0.5, 2)
        keep = rng.uniform(size=60) < rng.uniform(0.5, 0.9)
        detected = reference[keep] + shift + rng.normal(0, 0.05, (keep.sum(), 2))
        yield detected.astype(np.float32), reference


if __name__ == "__main__":
    for i, (det, ref) in enumerate(exposures(5)):
        xy, rxy, w = cross_match(det, ref)
        coeffs, rms = fit_affine(jnp.asarray(xy), jnp.asarray(rxy), jnp.asarray(w))
        print(f"exposure {i}: {int(w.sum())} matches, rms {float(rms):.3f} px")
