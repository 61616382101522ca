import jax
import jax.numpy as jnp

from schedule import warmup_scale

WARMUP = 3


def init(key):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (1, 24)), "b1": jnp.zeros(24), "w2": jax.random.normal(k2, (24, 1)) * 0.1}


def u(params, x):
    return (jnp.tanh(x[:, None] @ params["w1"] + params["b1"]) @ params["w2"])[:, 0]


def ode_residual(params, x):
    # u'' + 4u = 0, u(0)=0, u'(0)=2
    d2u = jax.vmap(jax.grad(jax.grad(lambda t: u(params, t[None])[0])))(x)
    du0 = jax.grad(lambda t: u(params, t[None])[0])(0.0)
    return jnp.mean((d2u + 4 * u(params, x)) ** 2) + u(params, jnp.zeros(1))[0] ** 2 + (du0 - 2.0) ** 2


@jax.jit
def update(params, x, scale):
    loss, g = jax.value_and_grad(ode_residual)(params, x)
    return jax.tree_util.tree_map(lambda p, gp: p - 1e-2 * scale * gp, params, g), loss


if __name__ == "__main__":
    params = init(jax.random.PRNGKey(2))
    x = jnp.linspace(0, 1.5, 32)
    for step in range(1, 8):
        params, loss = update(params, x, warmup_scale(step, WARMUP))
        print(step, float(loss))
