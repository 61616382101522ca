import jax
import numpy as np

from learner import td_update

td_step = jax.jit(td_update)


class Worker:
    def __init__(self, params, lr, gamma):
        self.params = params
        self.hparams = {"lr": lr, "gamma": gamma}
        self.last_loss = np.inf

    def train(self, batch, num_steps):
        lr, gamma = self.hparams["lr"], self.hparams["gamma"]
        for _ in range(num_steps):
            self.params, loss = td_step(self.params, *batch, lr, gamma)
        self.last_loss = float(loss)

    def copy_from(self, other, rng):
        self.params = other.params
        self.hparams = {k: float(v * rng.choice([0.8, 1.2])) for k, v in other.hparams.items()}
