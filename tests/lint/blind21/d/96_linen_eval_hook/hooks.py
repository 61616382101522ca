import jax
import jax.numpy as jnp


class GlobalEvalHook:
    def __init__(self, model, x_val, y_val):
        self.model = model
        self.x_val = x_val
        self.y_val = y_val

    def on_round_end(self, rnd, params):
        predict = jax.jit(self.model.apply)
        logits = predict({"params": params}, self.x_val)
        acc = float(jnp.mean(jnp.argmax(logits, -1) == self.y_val))
        print(f"[eval] round {rnd} acc={acc:.3f}")
        return acc
