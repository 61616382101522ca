import jax
import jax.numpy as jnp
import optax


class AttributionTrainer:
    def __init__(self, lr):
        self.opt = optax.inject_hyperparams(optax.sgd)(learning_rate=lr, momentum=0.9)
        self._step = jax.jit(self.update_weights)

    def update_weights(self, w, state, x, y):
        def loss(w):
            logits = x @ w
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        l, g = jax.value_and_grad(loss)(w)
        upd, state = self.opt.update(g, state)
        return optax.apply_updates(w, upd), state, l

    def set_lr(self, state, lr):
        state.hyperparams["learning_rate"] = lr
        return state

    def fit(self, w, x, y, epochs):
        state = self.opt.init(w)
        for e in range(epochs):
            if e and e % 3 == 0:
                state = self.set_lr(state, 0.05 / e)
            w, state, l = self._step(w, state, x, y)
        return w, float(l)
