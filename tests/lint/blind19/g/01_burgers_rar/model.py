import jax
import jax.numpy as jnp


def init_mlp(key, sizes):
    params = []
    for k, (a, b) in zip(jax.random.split(key, len(sizes) - 1), zip(sizes[:-1], sizes[1:])):
        w = jax.random.normal(k, (a, b)) * jnp.sqrt(2.0 / (a + b))
        params.append((w, jnp.zeros(b)))
    return params


def mlp(params, xt):
    h = xt
    for w, b in params[:-1]:
        h = jnp.tanh(h @ w + b)
    w, b = params[-1]
    return (h @ w + b)[..., 0]


def burgers_residual(params, xt, nu=0.01 / jnp.pi):
    def u_fn(p):
        return mlp(params, p[None])[0]

    def single(p):
        u = u_fn(p)
        du = jax.grad(u_fn)(p)
        d2u = jax.hessian(u_fn)(p)[0, 0]
        return du[1] + u * du[0] - nu * d2u

    return jax.vmap(single)(xt)
