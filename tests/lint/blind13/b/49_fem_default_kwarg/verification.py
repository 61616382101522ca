import jax.numpy as jnp
import numpy as np

from fem1d import H, N_ELEM, solve_poisson

KAPPA = 1.0


def manufactured_error(modes=(1, 2, 3)):
    """-kappa u'' = f with u = sin(m pi x): compare nodal values."""
    x = jnp.asarray(np.arange(1, N_ELEM) * H, jnp.float32)
    errs = []
    for m in modes:
        f = KAPPA * (m * jnp.pi) ** 2 * jnp.sin(m * jnp.pi * x)
        u = solve_poisson(f, kappa=KAPPA)
        errs.append(float(jnp.max(jnp.abs(u - jnp.sin(m * jnp.pi * x)))))
    return errs
