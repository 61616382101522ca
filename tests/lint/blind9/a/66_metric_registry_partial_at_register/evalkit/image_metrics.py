import jax
import jax.numpy as jnp


def pixel_accuracy(logits, labels, ignore_index=-1):
    valid = labels != ignore_index
    correct = (jnp.argmax(logits, -1) == labels) & valid
    return correct.sum() / jnp.maximum(valid.sum(), 1)


def dice(logits, labels, num_classes, smooth=1.0):
    probs = jax.nn.softmax(logits, -1)
    onehot = jax.nn.one_hot(labels, num_classes)
    inter = jnp.sum(probs * onehot, axis=(0, 1, 2))
    denom = jnp.sum(probs + onehot, axis=(0, 1, 2))
    return jnp.mean((2 * inter + smooth) / (denom + smooth))
