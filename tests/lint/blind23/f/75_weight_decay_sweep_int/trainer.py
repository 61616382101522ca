import jax
import jax.numpy as jnp


def predict(w, x):
    h = jnp.tanh(x @ w["W1"] + w["b1"])
    return h @ w["W2"]


@jax.jit
def regularized_step(w, x, y, lr, weight_decay):
    def loss_fn(p):
        return jnp.mean((predict(p, x) - y) ** 2)
    g = jax.grad(loss_fn)(w)
    return jax.tree_util.tree_map(lambda p, gi: p - lr * (gi + weight_decay * p), w, g)


def init(key):
    k1, k2 = jax.random.split(key)
    return {"W1": 0.3 * jax.random.normal(k1, (3, 16)), "b1": jnp.zeros(16), "W2": 0.3 * jax.random.normal(k2, (16, 1))}


def fit(cfg, x, y, steps=100):
    w = init(jax.random.PRNGKey(0))
    for _ in range(steps):
        w = regularized_step(w, x, y, cfg["lr"], cfg["weight_decay"])
    return float(jnp.mean((predict(w, x) - y) ** 2))
