import jax
import jax.numpy as jnp
import optax

class IndexTrainer:
    def __init__(self, n_periods, lr=0.05):
        self.opt = optax.adam(lr)
        self.step = jax.jit(self._index_step)
        self.n_periods = n_periods

    def _index_step(self, params, opt_state, period_onehot, log_price):
        def loss(p):
            return jnp.mean((period_onehot @ p - log_price) ** 2)
        l, g = jax.value_and_grad(loss)(params)
        upd, opt_state = self.opt.update(g, opt_state)
        return optax.apply_updates(params, upd), opt_state, l

    def fit_region(self, period_onehot, log_price, steps=40):
        params = jnp.zeros(self.n_periods)
        opt_state = self.opt.init(params)
        for _ in range(steps):
            params, opt_state, l = self.step(params, opt_state, period_onehot, log_price)
        return params
