from functools import partial
import jax
import jax.numpy as jnp


def bigram_nll(logits, pairs):
    logp = jax.nn.log_softmax(logits, -1)
    return -logp[pairs[:, 0], pairs[:, 1]].mean()


def fit_language(pairs, n_seg, steps=30, lr=5.0):
    grad_fn = jax.jit(partial(jax.value_and_grad(bigram_nll), pairs=pairs))
    logits = jnp.zeros((n_seg, n_seg))
    for _ in range(steps):
        loss, g = grad_fn(logits)
        logits = logits - lr * g
    return logits, loss
