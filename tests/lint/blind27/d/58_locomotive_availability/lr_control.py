import jax.numpy as jnp


class CosineRestart:
    def __init__(self, base, period):
        self.base = base
        self.period = period

    def apply(self, opt_state, epoch):
        phase = (epoch % self.period) / self.period
        lr = 0.5 * self.base * (1 + jnp.cos(jnp.pi * phase))
        opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, jnp.float32)
        return opt_state
