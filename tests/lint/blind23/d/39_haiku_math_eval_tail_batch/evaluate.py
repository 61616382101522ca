import jax
import jax.numpy as jnp
import numpy as np

from net import net


@jax.jit
def strategy_logits(params, x):
    return net.apply(params, None, x, is_training=False)


def evaluate(params, x, y, batch_size=32):
    correct = 0
    for i in range(0, len(x), batch_size):
        logits = strategy_logits(params, x[i:i + batch_size])
        correct += int(np.sum(np.asarray(jnp.argmax(logits, -1)) == y[i:i + batch_size]))
    return correct / len(x)
