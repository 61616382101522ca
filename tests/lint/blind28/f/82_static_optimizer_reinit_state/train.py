from functools import partial

import jax
import jax.numpy as jnp
import optax


@partial(jax.jit, static_argnames="tx")
def stage_step(params, opt_state, x, y, tx):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(jnp.tanh(x @ p["w1"]) @ p["w2"], y).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


class StagedTrainer:
    def __init__(self, lr=1e-3):
        self.tx = optax.adamw(lr, weight_decay=1e-4)

    def run_stage(self, params, x, y):
        opt_state = self.tx.init(params)
        for i in range(0, len(x), 16):
            params, opt_state, loss = stage_step(params, opt_state, x[i : i + 16], y[i : i + 16], tx=self.tx)
        return params, loss
