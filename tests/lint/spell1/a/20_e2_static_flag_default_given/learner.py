import jax

from losses import ppo_loss


class PPOLearner:
    def __init__(self, params, config):
        self.params = params
        self.config = config
        self._grad = jax.jit(jax.grad(lambda p, b: ppo_loss(p, b)))

    def update(self, batch):
        loss = ppo_loss(self.params, batch)
        grads = self._grad(self.params, batch)
        lr = self.config["lr"]
        self.params = jax.tree_util.tree_map(lambda p, g: p - lr * g, self.params, grads)
        return float(loss)

    def diagnostics(self, batch):
        cfg = self.config
        return {"loss_after": float(ppo_loss(self.params, batch, normalize_adv=cfg["normalize_adv"]))}
