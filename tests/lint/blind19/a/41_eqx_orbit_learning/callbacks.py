import equinox as eqx
import jax
import jax.numpy as jnp

from model import rollout


class RolloutError:
    """Evaluation callback: compares a learned rollout with the reference orbit."""

    def __init__(self, state0, reference, dt):
        self.state0 = state0
        self.reference = reference
        self.dt = dt
        self.history = []

    def __call__(self, epoch, model):
        evaluate = eqx.filter_jit(
            lambda m: jnp.mean((rollout(m, self.state0, self.dt, self.reference.shape[0]) - self.reference) ** 2)
        )
        err = float(evaluate(model))
        self.history.append(err)
        print(f"epoch {epoch} rollout_mse={err:.4f}")
