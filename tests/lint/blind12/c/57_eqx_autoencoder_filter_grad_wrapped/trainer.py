import equinox as eqx
import jax

from model import recon_loss


class AETrainer:
    def __init__(self, model, lr=1e-2):
        self.model = model
        self.lr = lr

    def step(self, x):
        loss, grads = eqx.filter_jit(eqx.filter_value_and_grad(recon_loss))(self.model, x)
        updates = jax.tree_util.tree_map(lambda g: -self.lr * g, grads)
        self.model = eqx.apply_updates(self.model, updates)
        return float(loss)
