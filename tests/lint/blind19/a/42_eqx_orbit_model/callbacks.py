import equinox as eqx
import jax.numpy as jnp

from model import rollout


@eqx.filter_jit
def rollout_mse(model, state0, reference, dt):
    pred = rollout(model, state0, dt, reference.shape[0])
    return jnp.mean((pred - reference) ** 2)


class RolloutError:
    """Evaluation callback: compares a learned rollout with the reference orbit."""

    def __init__(self, state0, reference, dt):
        self.state0 = state0
        self.reference = reference
        self.dt = jnp.float32(dt)
        self.history = []

    def __call__(self, epoch, model):
        err = float(rollout_mse(model, self.state0, self.reference, self.dt))
        self.history.append(err)
        print(f"epoch {epoch} rollout_mse={err:.4f}")
