import jax
import optax

from losses import L2, loss_grads, regularized_loss


class Trainer:
    def __init__(self, params, lr):
        self.params = params
        self.tx = optax.sgd(lr)
        self.opt_state = self.tx.init(params)
        self.history = []

    def step(self, x, y):
        grads = loss_grads(self.params, x, y)
        updates, self.opt_state = self.tx.update(grads, self.opt_state)
        self.params = optax.apply_updates(self.params, updates)

    def log(self, x, y):
        self.history.append(float(regularized_loss(self.params, x, y)))
        return self.history[-1]

    def validate(self, x, y):
        return float(regularized_loss(self.params, x, y, l2=L2))
