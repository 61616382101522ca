from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(2,))
def one_group_flux(d_coef, sigma_a, opts, nu_sigma_f, width):
    h = width / opts.n_cells
    n = opts.n_cells
    main = 2 * d_coef / h ** 2 + sigma_a
    off = -d_coef[:-1] / h ** 2
    a = jnp.diag(main) + jnp.diag(off, 1) + jnp.diag(off, -1)
    phi = jnp.ones(n)
    k = 1.0
    def body(i, carry):
        phi, k = carry
        src = nu_sigma_f * phi / k
        phi_new = jnp.linalg.solve(a, src)
        k = k * jnp.sum(nu_sigma_f * phi_new) / jnp.sum(nu_sigma_f * phi)
        return phi_new / jnp.max(phi_new), k
    phi, k = jax.lax.fori_loop(0, opts.n_iters, body, (phi, k))
    return phi, k
