import jax
import jax.numpy as jnp
import optax

TX = optax.adam(0.1)


def loss_fn(params, X, y, l2):
    logits = X @ params["w"] + params["b"]
    return optax.sigmoid_binary_cross_entropy(logits, y).mean() + l2 * jnp.sum(params["w"] ** 2)


@jax.jit
def train_step(params, opt_state, X, y, l2):
    loss, grads = jax.value_and_grad(loss_fn)(params, X, y, l2)
    updates, opt_state = TX.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


class LogisticTrainer:
    def __init__(self, n_features, l2=1e-3):
        self.params = {"w": jnp.zeros(n_features), "b": jnp.zeros(())}
        self.opt_state = TX.init(self.params)
        self.l2 = l2

    def fit(self, X, y, epochs=20):
        for _ in range(epochs):
            self.params, self.opt_state, loss = train_step(self.params, self.opt_state, X, y, self.l2)
        return float(loss)

    def accuracy(self, X, y):
        pred = (X @ self.params["w"] + self.params["b"]) > 0
        return float(jnp.mean(pred == (y > 0.5)))
