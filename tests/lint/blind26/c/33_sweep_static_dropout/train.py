from functools import partial
import jax
import jax.numpy as jnp


def init(key, d_in, n_out):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (d_in, 32)) * 0.2, "w2": jax.random.normal(k2, (32, n_out)) * 0.2}


@partial(jax.jit, static_argnames=("dropout",))
def step(params, key, x, y, lr, dropout):
    def lf(p):
        h = jax.nn.relu(x @ p["w1"])
        keep = jax.random.bernoulli(key, 1.0 - dropout, h.shape)
        h = jnp.where(keep, h / (1.0 - dropout), 0.0)
        logp = jax.nn.log_softmax(h @ p["w2"])
        return -jnp.take_along_axis(logp, y[:, None], 1).mean()
    loss, g = jax.value_and_grad(lf)(params)
    return jax.tree_util.tree_map(lambda a, b: a - lr * b, params, g), loss


def run(cfg, x, y, steps=15):
    params = init(jax.random.PRNGKey(0), x.shape[1], 4)
    key = jax.random.PRNGKey(1)
    for _ in range(steps):
        key, sub = jax.random.split(key)
        params, loss = step(params, sub, x, y, cfg["lr"], dropout=cfg["dropout"])
    return float(loss)
