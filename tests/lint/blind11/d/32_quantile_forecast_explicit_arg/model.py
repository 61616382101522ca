import jax
import jax.numpy as jnp

QUANTILES = jnp.array([0.1, 0.5, 0.9])


def init_params(key, context, hidden=16):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (context, hidden)) * 0.1,
            "w2": jax.random.normal(k2, (hidden, 3)) * 0.1}


def pinball(params, x, y, smoothing):
    q_pred = jnp.tanh(x @ params["w1"]) @ params["w2"]
    err = y[:, None] - q_pred
    loss = jnp.maximum(QUANTILES * err, (QUANTILES - 1) * err)
    return jnp.where(jnp.abs(err) < smoothing, 0.5 * err ** 2 / jnp.maximum(smoothing, 1e-6), loss).mean()


@jax.jit
def quantile_loss(params, x, y, smoothing=0.0):
    return pinball(params, x, y, smoothing)


@jax.jit
def sgd_step(params, x, y, smoothing, lr=0.1):
    grads = jax.grad(pinball)(params, x, y, smoothing)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
