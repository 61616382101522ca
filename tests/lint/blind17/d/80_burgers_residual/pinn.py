import jax
import jax.numpy as jnp


def init(key, width=24):
    ks = jax.random.split(key, 3)
    return [
        (jax.random.normal(ks[0], (2, width)) / jnp.sqrt(2.0), jnp.zeros(width)),
        (jax.random.normal(ks[1], (width, width)) / jnp.sqrt(width), jnp.zeros(width)),
        (jax.random.normal(ks[2], (width, 1)) / jnp.sqrt(width), jnp.zeros(1)),
    ]


def u(params, tx):
    h = tx
    for w, b in params[:-1]:
        h = jnp.tanh(h @ w + b)
    w, b = params[-1]
    return (h @ w + b)[0]


@jax.jit
def burgers_residual(params, tx, viscosity=0.01 / jnp.pi):
    def r(p):
        du = jax.grad(u, argnums=1)(params, p)
        d2u = jax.hessian(u, argnums=1)(params, p)[1, 1]
        return du[0] + u(params, p) * du[1] - viscosity * d2u

    return jax.vmap(r)(tx)
