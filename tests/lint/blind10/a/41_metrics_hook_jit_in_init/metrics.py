import jax
import jax.numpy as jnp


class TokenAccuracyLogger:
    def __init__(self, every=1):
        self.every = every
        self.history = []
        self._accuracy = jax.jit(self.token_accuracy)

    def token_accuracy(self, params, tokens):
        logits = params["emb"][tokens[:, :-1]] @ params["out"]
        return jnp.mean(jnp.argmax(logits, -1) == tokens[:, 1:])

    def __call__(self, step, params, tokens, loss):
        if step % self.every:
            return
        acc = self._accuracy(params, tokens)
        self.history.append((step, float(loss), float(acc)))
