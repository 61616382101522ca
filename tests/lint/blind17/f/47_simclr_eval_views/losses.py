import jax
import jax.numpy as jnp
import optax


def embed(params, x):
    z = jnp.tanh(x @ params["w"]) @ params["p"]
    return z / jnp.linalg.norm(z, axis=-1, keepdims=True)


@jax.jit
def view_loss(params, views, temperature=0.2):
    z1, z2 = embed(params, views[0]), embed(params, views[1])
    logits = z1 @ z2.T / temperature
    labels = jnp.arange(z1.shape[0])
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
