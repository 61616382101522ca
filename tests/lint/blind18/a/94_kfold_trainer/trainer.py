import jax
import jax.numpy as jnp
import optax


class RidgeTrainer:
    """Fits a linear biomass model from spectral features for one cross-validation fold."""

    def __init__(self, n_features, lr=0.05, l2=1e-3):
        self.tx = optax.sgd(lr)
        self.l2 = l2
        self.params = {"w": jnp.zeros((n_features,)), "b": jnp.zeros(())}
        self.opt_state = self.tx.init(self.params)
        self._step = jax.jit(self._step_impl)

    def _step_impl(self, params, opt_state, x, y):
        def loss_fn(p):
            resid = x @ p["w"] + p["b"] - y
            return jnp.mean(resid ** 2) + self.l2 * jnp.sum(p["w"] ** 2)
        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = self.tx.update(grads, opt_state)
        return optax.apply_updates(params, updates), opt_state, loss

    def fit(self, x, y, steps=5):
        for _ in range(steps):
            self.params, self.opt_state, loss = self._step(self.params, self.opt_state, x, y)
        return float(loss)
