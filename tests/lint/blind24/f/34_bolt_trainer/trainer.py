import jax
import jax.numpy as jnp
import optax


class Trainer:
    def __init__(self, model, learning_rate):
        self.model = model
        self.tx = optax.adam(learning_rate)
        self._step = jax.jit(self._train_step)
        self._eval = jax.jit(self._accuracy)

    def _train_step(self, params, opt_state, x, y):
        def loss_fn(p):
            logits = self.model.apply(p, x)
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

        loss, g = jax.value_and_grad(loss_fn)(params)
        upd, opt_state = self.tx.update(g, opt_state)
        return optax.apply_updates(params, upd), opt_state, loss

    def _accuracy(self, params, x, y):
        return jnp.mean(jnp.argmax(self.model.apply(params, x), -1) == y)

    def fit(self, params, batches, epochs, x_val, y_val):
        opt_state = self.tx.init(params)
        for epoch in range(epochs):
            for x, y in batches():
                params, opt_state, loss = self._step(params, opt_state, x, y)
            print(f"epoch {epoch}: loss {float(loss):.4f} val acc {float(self._eval(params, x_val, y_val)):.3f}")
        return params
