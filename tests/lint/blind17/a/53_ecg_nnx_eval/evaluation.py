import jax.numpy as jnp
import optax
from flax import nnx


def evaluate(model, signals, labels):
    model.eval()
    logits_fn = nnx.jit(lambda m, x: m(x))
    logits = logits_fn(model, signals)
    model.train()
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
    acc = jnp.mean(jnp.argmax(logits, -1) == labels)
    return float(loss), float(acc)
