import jax
import jax.numpy as jnp
import optax


def logits(w, x):
    return jnp.tanh(x @ w["w1"] + w["b1"]) @ w["w2"] + w["b2"]


@jax.jit
def full_batch_step(w, x, y):
    def loss(w):
        return optax.sigmoid_binary_cross_entropy(logits(w, x)[:, 0], y.astype(jnp.float32)).mean()
    l, g = jax.value_and_grad(loss)(w)
    return jax.tree_util.tree_map(lambda a, b: a - 0.5 * b, w, g), l
