import math

import equinox as eqx
import jax
import jax.numpy as jnp
import optax


class TrainState(eqx.Module):
    model: eqx.Module
    opt_state: optax.OptState
    epoch: int
    total_epochs: int = eqx.field(static=True)

    def lr_scale(self):
        return 0.5 * (1 + math.cos(math.pi * self.epoch / self.total_epochs))


def next_epoch(state: TrainState) -> TrainState:
    return eqx.tree_at(lambda s: s.epoch, state, state.epoch + 1)
