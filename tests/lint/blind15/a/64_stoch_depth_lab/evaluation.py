import jax
import jax.numpy as jnp

from steps import forward


def mc_accuracy(model, images, labels, samples=4, seed=0):
    base_key = jax.random.key(seed)
    probs = 0.0
    for s in range(samples):
        probs = probs + jax.nn.softmax(forward(model, images, jax.random.fold_in(base_key, s)), -1)
    return float(jnp.mean(jnp.argmax(probs, -1) == labels))
