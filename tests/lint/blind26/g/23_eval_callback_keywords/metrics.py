import jax
import jax.numpy as jnp


@jax.jit
def evaluate(params, x, y):
    logits = jnp.tanh(x @ params["w1"]) @ params["w2"]
    acc = jnp.mean(jnp.argmax(logits, -1) == y)
    nll = -jnp.mean(jax.nn.log_softmax(logits)[jnp.arange(y.shape[0]), y])
    return acc, nll
