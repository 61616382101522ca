import equinox as eqx
import jax
import jax.numpy as jnp


class StyleEncoder(eqx.Module):
    proj: eqx.nn.Linear
    temperature: float

    def __init__(self, key, temperature=0.5):
        self.proj = eqx.nn.Linear(20, 8, key=key)
        self.temperature = temperature

    def embed(self, x):
        z = jax.vmap(self.proj)(x)
        return z / jnp.linalg.norm(z, axis=-1, keepdims=True)


@eqx.filter_jit
def contrastive_step(model, anchors, positives, lr):
    def loss_fn(m):
        a, p = m.embed(anchors), m.embed(positives)
        logits = a @ p.T / m.temperature
        return -jnp.mean(jnp.diag(jax.nn.log_softmax(logits, axis=-1)))
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    return eqx.apply_updates(model, jax.tree_util.tree_map(lambda g: -lr * g, grads)), loss
