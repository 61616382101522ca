from functools import partial
import jax
import jax.numpy as jnp
import optax


def init(key):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (6, 32)) * 0.2, "w2": jax.random.normal(k2, (32, 3)) * 0.2}


def logits(params, x, key, training):
    h = jax.nn.relu(x @ params["w1"])
    if training:
        keep = jax.random.bernoulli(key, 0.8, h.shape)
        h = jnp.where(keep, h / 0.8, 0.0)
    return h @ params["w2"]


@partial(jax.jit, static_argnames=("training",))
def bcs_loss_and_grad(params, x, y, key, training):
    def loss_fn(p):
        out = logits(p, x, key, training)
        return optax.softmax_cross_entropy_with_integer_labels(out, y).mean(), out
    (loss, out), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    return loss, (out.argmax(1) == y).mean(), g
