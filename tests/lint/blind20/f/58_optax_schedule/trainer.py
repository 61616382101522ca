from functools import partial

import jax
import jax.numpy as jnp
import optax

STEPS_PER_EPOCH = 4


def forward(params, x):
    return jnp.tanh(x @ params["w1"]) @ params["w2"]


def make_optimizer(base_lr=3e-3):
    schedule = optax.exponential_decay(base_lr, transition_steps=STEPS_PER_EPOCH, decay_rate=0.5, staircase=True)
    return optax.adamw(schedule, weight_decay=1e-4)


TX = make_optimizer()


@partial(jax.jit, static_argnums=(3,))
def fit_batch(params, opt_state, batch, tx):
    x, y = batch
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((forward(p, x) - y) ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
