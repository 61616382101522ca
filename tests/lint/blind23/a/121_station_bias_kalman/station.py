import jax.numpy as jnp
import numpy as np


class StationBiasTracker:
    def __init__(self, prior_bias=0.0, prior_var=1.0):
        self.bias = jnp.array([prior_bias])
        self.var = jnp.array([prior_var])

    def warm_start(self, history_fc, history_obs):
        self.bias = jnp.mean(history_fc - history_obs)
        self.var = jnp.var(history_fc - history_obs) / len(history_fc)
