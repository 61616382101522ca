import jax.numpy as jnp
import optax


def bce(logits, y):
    return optax.sigmoid_binary_cross_entropy(logits, y).mean()


def focal(logits, y, gamma=2.0):
    p = jnp.where(y > 0, jax_sigmoid(logits), 1 - jax_sigmoid(logits))
    return (-(1 - p) ** gamma * jnp.log(p + 1e-7)).mean()


def jax_sigmoid(z):
    return 1.0 / (1.0 + jnp.exp(-z))


LOSSES = {"bce": bce, "focal": focal}
