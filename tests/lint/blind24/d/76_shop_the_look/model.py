import equinox as eqx
import jax
import jax.numpy as jnp


class ShopTheLook(eqx.Module):
    query_proj: eqx.nn.Linear
    item_proj: eqx.nn.Linear
    log_temp: jax.Array

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.query_proj = eqx.nn.Linear(16, 8, key=k1)
        self.item_proj = eqx.nn.Linear(16, 8, key=k2)
        self.log_temp = jnp.log(jnp.float32(0.5))


@eqx.filter_jit
def retrieval_step(model, queries, items, lr):
    def loss_fn(m):
        q = jax.vmap(m.query_proj)(queries)
        k = jax.vmap(m.item_proj)(items)
        logits = q @ k.T / jnp.exp(jax.lax.stop_gradient(m.log_temp))
        return -jnp.mean(jnp.diag(jax.nn.log_softmax(logits, -1)))
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    return eqx.apply_updates(model, jax.tree_util.tree_map(lambda g: -lr * g, grads)), loss
