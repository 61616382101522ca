from functools import partial

import jax
import jax.numpy as jnp

TABLEAUS = {
    "euler": ((), (1.0,)),
    "midpoint": (((0.5,),), (0.0, 1.0)),
    "rk4": (((0.5,), (0.0, 0.5), (0.0, 0.0, 1.0)), (1 / 6, 1 / 3, 1 / 3, 1 / 6)),
}


def kepler_rhs(y):
    q, p = y[:2], y[2:]
    r3 = jnp.sum(q ** 2) ** 1.5
    return jnp.concatenate([p, -q / r3])


@partial(jax.jit, static_argnames=("scheme", "n_steps"))
def propagate(y0, dt, scheme, n_steps):
    a, b = TABLEAUS[scheme]

    def step(y, _):
        ks = [kepler_rhs(y)]
        for row in a:
            ks.append(kepler_rhs(y + dt * sum(c * k for c, k in zip(row, ks))))
        return y + dt * sum(w * k for w, k in zip(b, ks)), None
    y, _ = jax.lax.scan(step, y0, None, length=n_steps)
    return y
