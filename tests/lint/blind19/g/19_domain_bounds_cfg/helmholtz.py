import jax
import jax.numpy as jnp

K = 2.0


def mlp(params, x):
    h = jnp.tanh(x @ params[0] + params[1])
    return h @ params[2]


def helmholtz_loss(params, pts, bounds):
    lo, hi = bounds
    z = (pts - jnp.asarray(lo)) / (jnp.asarray(hi) - jnp.asarray(lo))
    u = lambda p: mlp(params, p)
    lap = jax.vmap(lambda p: jnp.trace(jax.hessian(u)(p)))(z)
    src = jnp.sin(jnp.pi * z[:, 0]) * jnp.sin(jnp.pi * z[:, 1])
    return jnp.mean((lap + K ** 2 * jax.vmap(u)(z) - src) ** 2)


@jax.jit
def descend(params, pts, bounds, lr=1e-3):
    g = jax.grad(helmholtz_loss)(params, pts, bounds)
    return [p - lr * gp for p, gp in zip(params, g)]


evaluate = jax.jit(helmholtz_loss)
