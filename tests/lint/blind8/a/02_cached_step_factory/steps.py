import functools

import jax
import optax

from model import cross_entropy


@functools.lru_cache(maxsize=None)
def make_train_step(optimizer):
    def train_step(params, opt_state, images, labels):
        loss, grads = jax.value_and_grad(cross_entropy)(params, images, labels)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return jax.jit(train_step)


@functools.lru_cache(maxsize=None)
def make_eval_step():
    @jax.jit
    def eval_step(params, images, labels):
        from model import apply_mlp
        logits = apply_mlp(params, images)
        return (logits.argmax(-1) == labels).mean()

    return eval_step
