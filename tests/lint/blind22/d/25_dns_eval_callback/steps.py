import jax
import jax.numpy as jnp
import optax

CHARS = 40
MAXLEN = 32

tx = optax.adam(1e-2)


def init(key):
    k1, k2 = jax.random.split(key)
    return {"emb": jax.random.normal(k1, (CHARS, 16)) * 0.1,
            "w": jax.random.normal(k2, (16,)) * 0.1}


def score(params, tokens):
    h = params["emb"][tokens].mean(axis=1)
    return h @ params["w"]


@jax.jit
def train_step(params, opt_state, tokens, labels):
    loss, g = jax.value_and_grad(
        lambda p: optax.sigmoid_binary_cross_entropy(score(p, tokens), labels).mean())(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss


@jax.jit
def eval_step(params, tokens, labels):
    z = score(params, tokens)
    return jnp.mean((z > 0) == (labels > 0.5))
