import jax
import jax.numpy as jnp
import optax


class Learner:
    def __init__(self, params, lr=1e-2):
        self.params = params
        self.opt = optax.adam(lr)
        self.opt_state = self.opt.init(params)

    def _loss(self, params, obs, target):
        pred = jnp.tanh(obs @ params["w"]) @ params["v"]
        return jnp.mean((pred[:, 0] - target) ** 2)

    def _step(self, params, opt_state, obs, target):
        loss, g = jax.value_and_grad(self._loss)(params, obs, target)
        upd, opt_state = self.opt.update(g, opt_state)
        return optax.apply_updates(params, upd), opt_state, loss

    @property
    def step_fn(self):
        return jax.jit(self._step)

    def train_on(self, obs, target):
        self.params, self.opt_state, loss = self.step_fn(self.params, self.opt_state, obs, target)
        return float(loss)
