import jax
import jax.numpy as jnp


def init(key, n_in=12, n_hidden=32, n_classes=5):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (n_in, n_hidden)) * 0.3, "b1": jnp.zeros(n_hidden),
            "w2": jax.random.normal(k2, (n_hidden, n_classes)) * 0.3, "b2": jnp.zeros(n_classes)}


def logits(p, x):
    return jnp.tanh(x @ p["w1"] + p["b1"]) @ p["w2"] + p["b2"]


@jax.jit
def modulation_accuracy(p, x, y):
    return jnp.mean(jnp.argmax(logits(p, x), -1) == y)


@jax.jit
def amc_step(p, x, y):
    def loss(p):
        lg = logits(p, x)
        return -jnp.mean(jax.nn.log_softmax(lg)[jnp.arange(y.shape[0]), y])
    g = jax.grad(loss)(p)
    return jax.tree_util.tree_map(lambda a, b: a - 0.1 * b, p, g)
