import jax.numpy as jnp
import optax
from flax import nnx


@nnx.jit
def predict_logits(model, x):
    return model(x)


def evaluate(model, signals, labels):
    model.eval()
    logits = predict_logits(model, signals)
    model.train()
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
    acc = jnp.mean(jnp.argmax(logits, -1) == labels)
    return float(loss), float(acc)
