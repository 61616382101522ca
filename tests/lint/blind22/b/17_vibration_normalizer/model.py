import equinox as eqx
import jax
import jax.numpy as jnp


class RunningNorm(eqx.Module):
    mean: jax.Array
    var: jax.Array
    count: int

    @staticmethod
    def create(n_channels):
        return RunningNorm(jnp.zeros(n_channels), jnp.ones(n_channels), 0)


class VibrationScorer(eqx.Module):
    norm: RunningNorm
    proj: eqx.nn.Linear

    def __init__(self, n_channels, key):
        self.norm = RunningNorm.create(n_channels)
        self.proj = eqx.nn.Linear(n_channels, 1, key=key)
