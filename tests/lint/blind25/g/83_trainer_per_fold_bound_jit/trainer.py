import jax
import jax.numpy as jnp
import optax


class FirmnessTrainer:
    """Fits acoustic-firmness features of kiwifruit to penetrometer firmness."""

    def __init__(self, n_features, lr=1e-2):
        self.tx = optax.adam(lr)
        self.params = {"w": jnp.zeros(n_features), "b": jnp.zeros(())}
        self.opt_state = self.tx.init(self.params)
        self.step = jax.jit(self._kiwi_step)

    def _kiwi_step(self, params, opt_state, x, y):
        loss, g = jax.value_and_grad(lambda p: jnp.mean((x @ p["w"] + p["b"] - y) ** 2))(params)
        upd, opt_state = self.tx.update(g, opt_state)
        return optax.apply_updates(params, upd), opt_state, loss

    def fit(self, x, y, epochs=30):
        for _ in range(epochs):
            self.params, self.opt_state, loss = self.step(self.params, self.opt_state, x, y)
        return float(loss)
