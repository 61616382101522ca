import equinox as eqx
import jax

from model import recon_loss


class AETrainer:
    def __init__(self, model, lr=1e-2):
        self.model = model
        self.lr = lr

    def step(self, x):
        @eqx.filter_jit
        def update(model, x):
            loss, grads = eqx.filter_value_and_grad(recon_loss)(model, x)
            updates = jax.tree_util.tree_map(lambda g: -self.lr * g, grads)
            return eqx.apply_updates(model, updates), loss

        self.model, loss = update(self.model, x)
        return float(loss)
