from functools import partial

import jax
import jax.numpy as jnp
import optax


@partial(jax.jit, static_argnames=("tx",))
def pitch_step(params, opt_state, mel, f0, tx):
    def loss_fn(p):
        pred = jnp.tanh(mel @ p["w1"]) @ p["w2"]
        return jnp.mean((pred[:, 0] - f0) ** 2)

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


class PitchTrainer:
    def __init__(self, params, total_steps):
        schedule = optax.exponential_decay(1e-2, transition_steps=total_steps // 4, decay_rate=0.5)
        self.tx = optax.adamw(schedule)
        self.params = params
        self.opt_state = self.tx.init(params)

    def step(self, mel, f0):
        self.params, self.opt_state, loss = pitch_step(self.params, self.opt_state, mel, f0, tx=self.tx)
        return loss
