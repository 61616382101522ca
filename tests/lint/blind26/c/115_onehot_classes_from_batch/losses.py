from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("num_classes",))
def smoothed_ce_grad(w, x, y, num_classes):
    def lf(w):
        logits = (x @ w)[:, :num_classes]
        target = jax.nn.one_hot(y, num_classes) * 0.9 + 0.1 / num_classes
        return -(target * jax.nn.log_softmax(logits)).sum(-1).mean()
    return jax.value_and_grad(lf)(w)
