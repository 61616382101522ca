import jax
import jax.numpy as jnp
import optax

from data import batches, synthetic_corpus

VOCAB, DIM = 64, 16


def init(key):
    k1, k2 = jax.random.split(key)
    return {"embed": 0.1 * jax.random.normal(k1, (VOCAB, DIM)),
            "head": 0.1 * jax.random.normal(k2, (DIM, VOCAB))}


@jax.jit
def finetune_step(params, tokens, mask):
    def loss_fn(p):
        h = jnp.cumsum(p["embed"][tokens[:, :-1]], axis=1)
        logits = h @ p["head"]
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, tokens[:, 1:])
        return jnp.sum(ce * mask[:, 1:]) / jnp.sum(mask[:, 1:])

    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.05 * b, params, g), loss


params = init(jax.random.PRNGKey(0))
corpus = synthetic_corpus(24, VOCAB)
for tokens, mask in batches(corpus, batch_size=4):
    params, loss = finetune_step(params, tokens, mask)
print(float(loss))
