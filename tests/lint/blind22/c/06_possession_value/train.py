import functools

import jax
import jax.numpy as jnp
import optax

from model import PossessionXG

model = PossessionXG()
opt = optax.adam(1e-3)


@functools.partial(jax.jit, static_argnames=("n_events",))
def train_step(params, opt_state, events, mask, shot_goal, n_events):
    def loss_fn(p):
        logits = model.apply(p, events[:, :n_events], mask[:, :n_events])
        return optax.sigmoid_binary_cross_entropy(logits, shot_goal).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = opt.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
