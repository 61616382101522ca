import jax
import jax.numpy as jnp


def init_params(key, width=16):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "w1": jax.random.normal(k1, (1, width)),
        "b1": jnp.zeros(width),
        "w2": jax.random.normal(k2, (width, width)) / jnp.sqrt(width),
        "b2": jnp.zeros(width),
        "w3": jax.random.normal(k3, (width, 1)) / jnp.sqrt(width),
    }


def u_net(params, x):
    h = jnp.tanh(jnp.reshape(x, (1,)) @ params["w1"] + params["b1"])
    h = jnp.tanh(h @ params["w2"] + params["b2"])
    return (h @ params["w3"])[0]


def residual(params, x):
    # -u'' = pi^2 sin(pi x) on [0, 1]
    u_xx = jax.grad(jax.grad(u_net, argnums=1), argnums=1)(params, x)
    return -u_xx - jnp.pi**2 * jnp.sin(jnp.pi * x)


def total_loss(params, x_col, w_res):
    res = jax.vmap(residual, in_axes=(None, 0))(params, x_col)
    bc = u_net(params, 0.0) ** 2 + u_net(params, 1.0) ** 2
    return w_res * jnp.mean(res**2) + 10.0 * bc


@jax.jit
def train_step(params, x_col, w_res, lr=1e-3):
    loss, g = jax.value_and_grad(total_loss)(params, x_col, w_res)
    return jax.tree_util.tree_map(lambda p, d: p - lr * d, params, g), loss
