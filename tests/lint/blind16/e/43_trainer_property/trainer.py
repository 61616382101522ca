import jax
import jax.numpy as jnp
import optax


class Trainer:
    def __init__(self, model_fn, optimizer):
        self.model_fn = model_fn
        self.optimizer = optimizer

    def _train_step(self, params, opt_state, batch):
        def loss_fn(p):
            return jnp.mean((self.model_fn(p, batch["x"]) - batch["y"]) ** 2)

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = self.optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    @property
    def train_step(self):
        return jax.jit(self._train_step)

    def fit(self, params, batches, epochs=2):
        opt_state = self.optimizer.init(params)
        for epoch in range(epochs):
            for batch in batches:
                params, opt_state, loss = self.train_step(params, opt_state, batch)
            print(f"epoch {epoch}: loss {float(loss):.4f}")
        return params
