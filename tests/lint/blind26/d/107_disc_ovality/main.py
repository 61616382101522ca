import jax
import jax.numpy as jnp
import numpy as np

from contours import disc_contours, resample


@jax.jit
def disc_ellipse_fit(pts):
    c = pts.mean(1, keepdims=True)
    d = pts - c
    cov = jnp.einsum("bni,bnj->bij", d, d) / pts.shape[1]
    evals = jnp.linalg.eigvalsh(cov)
    return jnp.sqrt(evals[:, 1] / evals[:, 0])


def main():
    rng = np.random.default_rng(0)
    for photo in range(4):
        pts = np.stack([resample(p) for p in disc_contours(6, rng)])
        ratio = disc_ellipse_fit(pts)
        print(photo, pts.shape, np.round(np.asarray(ratio), 3))


if __name__ == "__main__":
    main()
