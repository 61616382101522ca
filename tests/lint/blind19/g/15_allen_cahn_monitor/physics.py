import jax
import jax.numpy as jnp


def net(params, x, t):
    h = jnp.stack([x, t], -1)
    for w, b in params[:-1]:
        h = jnp.tanh(h @ w + b)
    w, b = params[-1]
    return (h @ w + b)[..., 0]


def allen_cahn_loss(params, x, t, eps):
    u = lambda xx, tt: net(params, xx, tt)
    u_t = jax.vmap(jax.grad(u, 1))(x, t)
    u_xx = jax.vmap(jax.grad(jax.grad(u, 0), 0))(x, t)
    uu = net(params, x, t)
    res = u_t - eps ** 2 * u_xx + uu ** 3 - uu
    x0 = jnp.linspace(-1.0, 1.0, 32)
    ic = net(params, x0, jnp.zeros_like(x0)) - x0 ** 2 * jnp.cos(jnp.pi * x0)
    return jnp.mean(res ** 2) + 10.0 * jnp.mean(ic ** 2)


pinn_loss = jax.jit(allen_cahn_loss)
