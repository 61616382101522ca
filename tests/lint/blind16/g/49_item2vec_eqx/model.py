import equinox as eqx
import jax
import jax.numpy as jnp


class Item2Vec(eqx.Module):
    center: eqx.nn.Embedding
    context: eqx.nn.Embedding

    def __init__(self, n_items, dim, key):
        k1, k2 = jax.random.split(key)
        self.center = eqx.nn.Embedding(n_items, dim, key=k1)
        self.context = eqx.nn.Embedding(n_items, dim, key=k2)

    def score(self, a, b):
        return jnp.dot(self.center.weight[a], self.context.weight[b])


def sgns_loss(model, anchors, positives, negatives):
    pos = jax.vmap(model.score)(anchors, positives)
    neg = jax.vmap(jax.vmap(model.score, in_axes=(None, 0)))(anchors, negatives)
    return -jnp.mean(jax.nn.log_sigmoid(pos)) - jnp.mean(jax.nn.log_sigmoid(-neg))


@eqx.filter_jit
def sgd_step(model, anchors, positives, negatives, lr):
    loss, grads = eqx.filter_value_and_grad(sgns_loss)(model, anchors, positives, negatives)
    model = jax.tree_util.tree_map(lambda p, g: p - lr * g, model, grads)
    return model, loss
