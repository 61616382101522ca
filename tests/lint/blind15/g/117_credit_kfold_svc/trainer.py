import jax
import jax.numpy as jnp
import optax


class LogisticTrainer:
    def __init__(self, n_features, lr=0.1, l2=1e-3):
        self.params = {"w": jnp.zeros(n_features), "b": jnp.zeros(())}
        self.tx = optax.adam(lr)
        self.opt_state = self.tx.init(self.params)
        self.l2 = l2
        self._step = jax.jit(self.step)

    def loss(self, params, X, y):
        logits = X @ params["w"] + params["b"]
        return optax.sigmoid_binary_cross_entropy(logits, y).mean() + self.l2 * jnp.sum(params["w"] ** 2)

    def step(self, params, opt_state, X, y):
        loss, grads = jax.value_and_grad(self.loss)(params, X, y)
        updates, opt_state = self.tx.update(grads, opt_state)
        return optax.apply_updates(params, updates), opt_state, loss

    def fit(self, X, y, epochs=20):
        for _ in range(epochs):
            self.params, self.opt_state, loss = self._step(self.params, self.opt_state, X, y)
        return float(loss)

    def accuracy(self, X, y):
        pred = (X @ self.params["w"] + self.params["b"]) > 0
        return float(jnp.mean(pred == (y > 0.5)))
