import functools

import jax
import jax.numpy as jnp
import numpy as np


@functools.partial(jax.jit, static_argnums=0)
def predict(model, variables, x):
    return model.apply(variables, x, train=False)


def evaluate(model, variables, images, labels, batch_size=16):
    correct = 0
    for start in range(0, images.shape[0], batch_size):
        logits = predict(model, variables, images[start:start + batch_size])
        correct += int(jnp.sum(jnp.argmax(logits, -1) == labels[start:start + batch_size]))
    return correct / images.shape[0]


def top5_error(logits, labels):
    top5 = np.argsort(np.asarray(logits), axis=-1)[:, -5:]
    return 1.0 - np.mean([label in row for label, row in zip(labels, top5)])
