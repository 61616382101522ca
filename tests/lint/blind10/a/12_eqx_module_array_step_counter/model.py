import equinox as eqx
import jax
import jax.numpy as jnp


class TwoTower(eqx.Module):
    user_emb: jax.Array
    item_emb: jax.Array
    temperature: float
    num_updates: jax.Array

    def __init__(self, key, n_users, n_items, dim, temperature=0.1):
        ku, ki = jax.random.split(key)
        self.user_emb = jax.random.normal(ku, (n_users, dim)) * 0.1
        self.item_emb = jax.random.normal(ki, (n_items, dim)) * 0.1
        self.temperature = temperature
        self.num_updates = jnp.zeros((), dtype=jnp.int32)

    def scores(self, users, items):
        u = self.user_emb[users]
        v = self.item_emb[items]
        return (u @ v.T) / self.temperature


def in_batch_softmax_loss(model, users, items):
    logits = model.scores(users, items)
    labels = jnp.arange(logits.shape[0])
    return -jnp.mean(jax.nn.log_softmax(logits, -1)[labels, labels])


@eqx.filter_jit
def train_step(model, users, items, lr):
    loss, grads = eqx.filter_value_and_grad(in_batch_softmax_loss)(model, users, items)
    model = jax.tree_util.tree_map(
        lambda p, g: p - lr * g if eqx.is_inexact_array(p) else p, model, grads,
        is_leaf=lambda x: x is None)
    model = eqx.tree_at(lambda m: m.num_updates, model, model.num_updates + 1)
    return model, loss
