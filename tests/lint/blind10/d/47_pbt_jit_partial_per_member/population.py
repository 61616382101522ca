from functools import partial

import jax
import numpy as np

from learner import td_update


class Worker:
    def __init__(self, params, lr, gamma):
        self.params = params
        self.hparams = {"lr": lr, "gamma": gamma}
        self.last_loss = np.inf

    def train(self, batch, num_steps):
        step = jax.jit(partial(td_update, **self.hparams))
        for _ in range(num_steps):
            self.params, loss = step(self.params, *batch)
        self.last_loss = float(loss)

    def copy_from(self, other, rng):
        self.params = other.params
        self.hparams = {k: v * rng.choice([0.8, 1.2]) for k, v in other.hparams.items()}
