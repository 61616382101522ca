from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("boundary",))
def fixed_source_flux(d_coef, sigma_a, source, h, boundary):
    n = source.shape[0]
    main = 2 * d_coef / h ** 2 + sigma_a
    off = -d_coef[:-1] / h ** 2
    if boundary == "reflective":
        main = main.at[0].set(d_coef[0] / h ** 2 + sigma_a[0])
        main = main.at[-1].set(d_coef[-1] / h ** 2 + sigma_a[-1])
    a = jnp.diag(main) + jnp.diag(off, 1) + jnp.diag(off, -1)
    return jnp.linalg.solve(a, source)
