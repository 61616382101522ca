from functools import partial

import jax
import jax.numpy as jnp
import optax

from model import SceneTagger

model = SceneTagger()
tx = optax.adamw(2e-3)


@partial(jax.jit, static_argnames=("train",))
def tagger_forward(params, x, rng, train):
    return model.apply({"params": params}, x, train=train, rngs={"dropout": rng})


@jax.jit
def tagger_update(params, opt_state, x, y, rng):
    def loss_fn(p):
        logits = tagger_forward(p, x, rng, train=True)
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss
