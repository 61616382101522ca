import jax
import jax.numpy as jnp

WARMUP = 3
BASE_LR = 5e-3


def init(key):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (1, 24)), "b1": jnp.zeros(24), "w2": jax.random.normal(k2, (24, 1)) * 0.1}


def u(params, x):
    return (jnp.tanh(x[:, None] @ params["w1"] + params["b1"]) @ params["w2"])[:, 0]


def residual_loss(params, x):
    # u' + u = 0, u(0) = 1
    du = jax.vmap(jax.grad(lambda t: u(params, t[None])[0]))(x)
    return jnp.mean((du + u(params, x)) ** 2) + (u(params, jnp.zeros(1))[0] - 1.0) ** 2


@jax.jit
def sgd_update(params, x, lr_scale):
    loss, g = jax.value_and_grad(residual_loss)(params, x)
    lr = BASE_LR * lr_scale
    return jax.tree_util.tree_map(lambda p, gp: p - lr * gp, params, g), loss


if __name__ == "__main__":
    params = init(jax.random.PRNGKey(0))
    x = jnp.linspace(0, 2, 40)
    for step in range(1, 8):
        scale = min(1, step / WARMUP)
        params, loss = sgd_update(params, x, scale)
        print(step, scale, float(loss))
