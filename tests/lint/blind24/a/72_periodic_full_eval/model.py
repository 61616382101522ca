import jax
import jax.numpy as jnp
import optax

tx = optax.adam(5e-3)


def logits(p, x):
    return jnp.tanh(x @ p["w1"]) @ p["w2"]


@jax.jit
def dystocia_step(p, s, x, y):
    l, g = jax.value_and_grad(lambda q: optax.sigmoid_binary_cross_entropy(logits(q, x), y).mean())(p)
    u, s = tx.update(g, s)
    return optax.apply_updates(p, u), s, l


@jax.jit
def dystocia_auc_proxy(p, x, y):
    z = logits(p, x)
    pos, neg = z[:, None], z[None, :]
    wins = (pos > neg) * y[:, None] * (1 - y)[None, :]
    return wins.sum() / (y.sum() * (1 - y).sum())
