import jax
import jax.numpy as jnp


def moffat(params, xx, yy):
    amp, x0, y0, alpha, sky = params
    r2 = (xx - x0) ** 2 + (yy - y0) ** 2
    return amp * (1 + r2 / alpha ** 2) ** -2.5 + sky


def fit_star(stamp, init):
    yy, xx = jnp.mgrid[:stamp.shape[0], :stamp.shape[1]]
    def loss(p):
        return jnp.mean((moffat(p, xx, yy) - stamp) ** 2)
    def body(p, _):
        g = jax.grad(loss)(p)
        return p - jnp.array([0.5, 0.002, 0.002, 0.002, 0.5]) * g, None
    p, _ = jax.lax.scan(body, init, None, length=150)
    return p


def fit_chip(stamps, inits):
    return jax.jit(jax.vmap(fit_star))(stamps, inits)
