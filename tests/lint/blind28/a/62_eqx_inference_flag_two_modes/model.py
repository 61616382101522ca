import equinox as eqx
import jax
import jax.numpy as jnp


class ReviewTagger(eqx.Module):
    emb: eqx.nn.Embedding
    drop: eqx.nn.Dropout
    head: eqx.nn.Linear

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.emb = eqx.nn.Embedding(600, 32, key=k1)
        self.drop = eqx.nn.Dropout(0.2)
        self.head = eqx.nn.Linear(32, 5, key=k2)

    def __call__(self, tokens, key, inference):
        h = jax.vmap(self.emb)(tokens).mean(0)
        h = self.drop(h, key=key, inference=inference)
        return self.head(h)


def multilabel_loss(model, tokens, labels, key, inference):
    keys = jax.random.split(key, tokens.shape[0])
    logits = jax.vmap(lambda t, k: model(t, k, inference))(tokens, keys)
    return -jnp.mean(jnp.sum(labels * jax.nn.log_sigmoid(logits) + (1 - labels) * jax.nn.log_sigmoid(-logits), -1))


@eqx.filter_jit
def tag_loss(model, tokens, labels, key, inference):
    return multilabel_loss(model, tokens, labels, key, inference)
