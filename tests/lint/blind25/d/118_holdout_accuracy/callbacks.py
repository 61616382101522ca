import jax
import jax.numpy as jnp

class HoldoutMonitor:
    def __init__(self, x_val, y_val):
        self.x_val, self.y_val = x_val, y_val
        self.metric = jax.jit(self.holdout_accuracy)
        self.history = []

    def holdout_accuracy(self, W):
        return jnp.mean((self.x_val @ W).argmax(-1) == self.y_val)

    def __call__(self, epoch, W):
        self.history.append(float(self.metric(W)))
        print(f"epoch {epoch} holdout acc {self.history[-1]:.3f}")
