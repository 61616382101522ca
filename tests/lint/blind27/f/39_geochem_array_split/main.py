import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def robust_anomaly(clr, center, cov_inv):
    d = clr - center
    return jnp.sqrt(jnp.einsum("ni,ij,nj->n", d, cov_inv, d))


def clr_transform(ppm):
    logx = np.log(ppm)
    return (logx - logx.mean(axis=1, keepdims=True)).astype(np.float32)


def main():
    rng = np.random.default_rng(30)
    # soil samples: Cu, Pb, Zn, As, Au(ppb), Mo
    ppm = rng.lognormal(mean=[3.5, 3.0, 4.0, 2.5, 1.0, 0.5], sigma=0.6, size=(2000, 6))
    clr = clr_transform(ppm)
    center = np.median(clr, axis=0)
    cov_inv = np.linalg.inv(np.cov(clr.T) + 1e-3 * np.eye(6)).astype(np.float32)
    flagged = 0
    for part in np.array_split(clr, 7):
        md = robust_anomaly(part, center, cov_inv)
        flagged += int((md > 4.0).sum())
    print("soil samples above Mahalanobis 4.0:", flagged)


if __name__ == "__main__":
    main()
