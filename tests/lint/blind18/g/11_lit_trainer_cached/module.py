import jax
import jax.numpy as jnp
import optax


class LitClassifier:
    """Lightning-style module: owns the loss and the optimizer definition."""

    def __init__(self, in_dim, n_classes, lr=1e-2):
        self.in_dim = in_dim
        self.n_classes = n_classes
        self.lr = lr

    def init_params(self, key):
        return {"w": jax.random.normal(key, (self.in_dim, self.n_classes)) * 0.01,
                "b": jnp.zeros(self.n_classes)}

    def configure_optimizers(self):
        return optax.adam(self.lr)

    def training_step(self, params, opt_state, batch):
        def loss_fn(p):
            logits = batch["x"] @ p["w"] + p["b"]
            return optax.softmax_cross_entropy_with_integer_labels(logits, batch["y"]).mean()

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = self.tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss
