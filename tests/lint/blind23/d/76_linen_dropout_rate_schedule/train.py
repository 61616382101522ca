from functools import partial

import jax
import jax.numpy as jnp
import optax

from model import QuestionDifficultyNet

model = QuestionDifficultyNet()
tx = optax.adam(3e-3)


@partial(jax.jit, static_argnames=("dropout_rate",))
def difficulty_step(params, opt_state, tokens, target, key, dropout_rate):
    def loss_fn(p):
        pred = model.apply(p, tokens, dropout_rate, True, rngs={"dropout": key})
        return jnp.mean((pred - target) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss


def dropout_for_epoch(epoch, start=0.3, end=0.05, epochs=5):
    return start + (end - start) * epoch / (epochs - 1)
