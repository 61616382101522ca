import jax

jax.config.update("jax_enable_x64", True)

import jax.numpy as jnp
import numpy as np

from torsions import dense_grid, scan_dataset

N_TERMS = 4


@jax.jit
def torsion_rmse(k, phi, e_ref):
    n = jnp.arange(1, N_TERMS + 1)
    e = jnp.sum(k * (1 + jnp.cos(n * phi[:, None])), axis=1)
    return jnp.sqrt(jnp.mean((e - e_ref) ** 2))


def fit_coefficients(phi, e):
    n = np.arange(1, N_TERMS + 1)
    a = 1 + np.cos(n * phi[:, None])
    return np.linalg.lstsq(a, e, rcond=None)[0]


def main():
    rng = np.random.default_rng(0)
    phi_tr, e_tr = scan_dataset(48, rng)
    k = jnp.asarray(fit_coefficients(phi_tr.astype(np.float64), e_tr.astype(np.float64)))
    print("train rmse", float(torsion_rmse(k, phi_tr, e_tr)))
    phi_g, e_g = dense_grid(48)
    print("grid rmse ", float(torsion_rmse(k, phi_g, e_g)))


if __name__ == "__main__":
    main()
