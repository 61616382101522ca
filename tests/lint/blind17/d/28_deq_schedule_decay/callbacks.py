import jax.numpy as jnp


class StepDecay:
    """Multiply the learning rate by `gamma` every `every` epochs."""

    def __init__(self, base_lr, gamma=0.5, every=2):
        self.base_lr = base_lr
        self.gamma = gamma
        self.every = every

    def on_epoch_end(self, epoch, opt_state):
        lr = self.base_lr * self.gamma ** ((epoch + 1) // self.every)
        opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, dtype=jnp.float32)
        return opt_state
