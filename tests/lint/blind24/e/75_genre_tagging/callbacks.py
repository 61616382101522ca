import jax
import jax.numpy as jnp


class ValidationCallback:
    def __init__(self, apply_fn, x_val, y_val):
        self.apply_fn = apply_fn
        self.x_val = x_val
        self.y_val = y_val
        self.history = []

    def on_epoch_end(self, epoch, params):
        apply_fn = self.apply_fn

        @jax.jit
        def val_metrics(params, x, y):
            logits = apply_fn(params, x)
            acc = jnp.mean(jnp.argmax(logits, -1) == y)
            return acc

        acc = float(val_metrics(params, self.x_val, self.y_val))
        self.history.append(acc)
        print(f"epoch {epoch}: val acc {acc:.3f}")
