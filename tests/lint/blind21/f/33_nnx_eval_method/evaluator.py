import jax.numpy as jnp
import numpy as np
from flax import nnx


class HeldOutEvaluator:
    """Action MSE on held-out demonstrations from unseen tasks."""

    def __init__(self, obs_dim, act_dim, num=64, seed=123):
        rng = np.random.default_rng(seed)
        self.obs = jnp.asarray(rng.normal(size=(num, obs_dim)), jnp.float32)
        self.act = jnp.asarray(rng.normal(size=(num, act_dim)), jnp.float32)

    def _eval_step(self, model, obs, act):
        return jnp.mean((model(obs) - act) ** 2)

    def run(self, model):
        step = nnx.jit(self._eval_step)
        return float(step(model, self.obs, self.act))
