import functools

import jax
import jax.numpy as jnp
import optax


@functools.lru_cache(maxsize=None)
def make_train_step(apply_fn, chunk_size, base_lr, decay, steps_per_epoch):
    schedule = optax.exponential_decay(base_lr, steps_per_epoch, decay, staircase=True)
    tx = optax.sgd(schedule, momentum=0.9)

    def train_step(params, opt_state, obs, actions):
        def loss_fn(p):
            pred = apply_fn(p, obs).reshape(actions.shape)
            return jnp.mean(jnp.abs(pred - actions))

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return tx, jax.jit(train_step)
