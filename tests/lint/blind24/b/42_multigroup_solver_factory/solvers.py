from functools import lru_cache

import jax
import jax.numpy as jnp


@lru_cache(maxsize=None)
def make_infinite_medium_solver(n_groups):
    @jax.jit
    def infinite_medium_k(sigma_t, sigma_s, nu_sigma_f, chi):
        # k_inf from the multigroup balance: (T - S) phi = chi (nu Sf . phi) / k
        a = jnp.diag(sigma_t) - sigma_s
        m = jnp.linalg.solve(a, jnp.outer(chi, nu_sigma_f))
        phi = jnp.ones(n_groups)
        for _ in range(30):
            phi = m @ phi
            phi = phi / jnp.sum(phi)
        return jnp.sum(nu_sigma_f * phi) / jnp.sum((a @ phi) / chi.clip(1e-6) * chi)
    return infinite_medium_k
