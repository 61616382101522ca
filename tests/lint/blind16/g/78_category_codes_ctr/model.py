import jax
import jax.numpy as jnp
import optax

MAX_CATEGORIES = 512
DIM = 8


def init(key):
    k1, k2 = jax.random.split(key)
    return {"emb": 0.01 * jax.random.normal(k1, (MAX_CATEGORIES, DIM)),
            "w": 0.01 * jax.random.normal(k2, (DIM,)), "b": jnp.zeros(())}


def logits(params, codes):
    return params["emb"][codes] @ params["w"] + params["b"]


tx = optax.adagrad(0.1)


@jax.jit
def train_step(params, opt_state, codes, clicks):
    loss, g = jax.value_and_grad(
        lambda p: optax.sigmoid_binary_cross_entropy(logits(p, codes), clicks).mean())(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss
