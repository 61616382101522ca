import jax
import jax.numpy as jnp

class ValidationCallback:
    def __init__(self, x_val, y_val):
        self.x_val, self.y_val = x_val, y_val
        self.metric = jax.jit(self.val_accuracy)

    def val_accuracy(self, W):
        return jnp.mean((self.x_val @ W).argmax(-1) == self.y_val)

    def on_epoch_end(self, epoch, W):
        print(f"epoch {epoch} val acc {float(self.metric(W)):.3f}")
