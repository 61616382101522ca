from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class SolverOptions:
    n_steps: int = 240
    method: str = "rk4"


def tmdd_rhs(y, p):
    l, r, lr = y
    kel, kon, koff, kint, ksyn, kdeg = p
    bind = kon * l * r - koff * lr
    return jnp.stack([-kel * l - bind, ksyn - kdeg * r - bind, bind - kint * lr])


@partial(jax.jit, static_argnums=(2,))
def integrate_tmdd(y0, p, opts, t_end):
    dt = t_end / opts.n_steps

    def step(y, _):
        k1 = tmdd_rhs(y, p)
        k2 = tmdd_rhs(y + 0.5 * dt * k1, p)
        k3 = tmdd_rhs(y + 0.5 * dt * k2, p)
        k4 = tmdd_rhs(y + dt * k3, p)
        y = y + dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
        return y, y[0]
    return jax.lax.scan(step, y0, None, length=opts.n_steps)
