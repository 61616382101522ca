import equinox as eqx
import jax
import numpy as np
import optax

from engine import train_step
from losses import smoothed_ce


class Trainer:
    def __init__(self, model, lr=3e-3, label_smoothing=0.1):
        self.model = model
        self.optim = optax.adam(lr)
        self.opt_state = self.optim.init(eqx.filter(model, eqx.is_array))
        self.label_smoothing = label_smoothing

    def criterion(self, logits, labels):
        return smoothed_ce(logits, labels, smoothing=self.label_smoothing)

    def fit(self, x, y, epochs=2, bs=16):
        for epoch in range(epochs):
            for i in range(0, len(x), bs):
                self.model, self.opt_state, loss = train_step(
                    self.model, self.opt_state, self.optim, x[i:i + bs], y[i:i + bs], self.criterion)
            print(epoch, float(loss))


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(48, 8)).astype(np.float32)
    y = (x[:, :3].argmax(-1)).astype(np.int32)
    model = eqx.nn.MLP(8, 3, 32, 2, key=jax.random.PRNGKey(0))
    Trainer(model).fit(x, y)


if __name__ == "__main__":
    main()
