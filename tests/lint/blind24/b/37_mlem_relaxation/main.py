import jax.numpy as jnp
import numpy as np

from geometry import gamma_camera_system, phantom
from recon import mlem_update


def relaxation(it, n_iter):
    # stronger updates early, damped towards the end
    return 1.5 - 0.5 * it / (n_iter - 1)


def main():
    a = jnp.asarray(gamma_camera_system())
    truth = phantom()
    rng = np.random.default_rng(1)
    proj = jnp.asarray(rng.poisson(5000 * np.asarray(a) @ truth).astype(np.float32))
    img = jnp.ones(a.shape[1])
    n_iter = 8
    for it in range(n_iter):
        img = mlem_update(img, a, proj, relaxation(it, n_iter))
    print("reconstructed max", float(img.max()))


if __name__ == "__main__":
    main()
