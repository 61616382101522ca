from functools import partial

import jax
import jax.numpy as jnp
import optax


def token_loss(params, tokens):
    h = jnp.tanh(params["embed"][tokens[:, :-1]] @ params["mix"])
    logits = h @ params["embed"].T
    return optax.softmax_cross_entropy_with_integer_labels(logits, tokens[:, 1:]).mean()


@partial(jax.jit, static_argnames=("tx", "freeze_embed"))
def finetune_step(params, opt_state, tokens, tx, freeze_embed):
    loss, grads = jax.value_and_grad(token_loss)(params, tokens)
    if freeze_embed:
        # keep the pretrained embeddings fixed while the new layer warms up
        grads = {**grads, "embed": jnp.zeros_like(grads["embed"])}
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


class FineTuner:
    def __init__(self, params, tx, freeze_embed_until=3):
        self.params = params
        self.tx = tx
        self.opt_state = tx.init(params)
        self.freeze_embed_until = freeze_embed_until
        self.global_step = 0

    def step(self, tokens):
        self.params, self.opt_state, loss = finetune_step(
            self.params, self.opt_state, tokens, self.tx,
            freeze_embed=self.global_step < self.freeze_embed_until)
        self.global_step += 1
        return loss
