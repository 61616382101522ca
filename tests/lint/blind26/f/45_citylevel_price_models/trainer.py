import jax
import jax.numpy as jnp
import optax

class CityTrainer:
    def __init__(self, n_features, lr=0.05):
        self.opt = optax.adam(lr)
        self.params = {"w": jnp.zeros(n_features), "b": jnp.zeros(())}
        self.opt_state = self.opt.init(self.params)
        self.step = jax.jit(self._step)

    def _step(self, params, opt_state, X, y):
        def loss(p):
            return jnp.mean((X @ p["w"] + p["b"] - y) ** 2)
        l, g = jax.value_and_grad(loss)(params)
        upd, opt_state = self.opt.update(g, opt_state)
        return optax.apply_updates(params, upd), opt_state, l

    def fit(self, X, y, steps=30):
        for _ in range(steps):
            self.params, self.opt_state, l = self.step(self.params, self.opt_state, X, y)
        return float(l)
