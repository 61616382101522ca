import jax
import jax.numpy as jnp
import numpy as np

N_FEAT = 12


def train_daily_model(rng):
    return {"w": jnp.asarray(rng.normal(size=N_FEAT).astype(np.float32)),
            "b": jnp.asarray(np.float32(rng.normal()))}


class Ensemble:
    def __init__(self, keep=7):
        self.members = []
        self.keep = keep

    def add(self, params):
        self.members.append(params)
        self.members = self.members[-self.keep:]
