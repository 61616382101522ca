import jax
import jax.numpy as jnp


class EvalCallback:
    def __init__(self, model, x, y):
        self.model = model
        self.x = x
        self.y = y
        self.history = []

    def on_epoch_end(self, epoch, state, logs):
        def evaluate(params, x, y):
            logits = self.model.apply({"params": params}, x)
            return jnp.mean(jnp.argmax(logits, -1) == y)

        acc = jax.jit(evaluate)(state.params, self.x, self.y)
        logs["val_acc"] = float(acc)
        self.history.append(logs["val_acc"])
