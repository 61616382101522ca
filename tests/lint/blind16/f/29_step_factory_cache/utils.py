import functools

import jax
import optax


@functools.lru_cache(maxsize=16)
def compiled_step(apply_fn, tx):
    def sgd_epoch_step(params, opt_state, x, y):
        def loss_fn(p):
            logits = apply_fn(p, x)
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss
    return jax.jit(sgd_epoch_step)


def step_decay(epoch, base=0.1, drop=0.5, every=2):
    return base * drop ** (epoch // every)
