import jax
import jax.numpy as jnp
import optax


class LosTrainer:
    """Length-of-stay regressor trained with Adam."""

    def __init__(self, n_features, lr=1e-2, seed=0):
        self.tx = optax.adam(lr)
        self.params = {"w": jnp.zeros(n_features), "b": jnp.float32(0.0)}
        self.opt_state = self.tx.init(self.params)
        self.step = jax.jit(self.fold_train_step)

    def fold_train_step(self, params, opt_state, x, y):
        def loss(p):
            return jnp.mean(jnp.abs(x @ p["w"] + p["b"] - y))
        l, g = jax.value_and_grad(loss)(params)
        upd, opt_state = self.tx.update(g, opt_state)
        return optax.apply_updates(params, upd), opt_state, l

    def fit(self, x, y, epochs=30):
        for _ in range(epochs):
            self.params, self.opt_state, l = self.step(self.params, self.opt_state, x, y)
        return float(l)
