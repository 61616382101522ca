import jax
import jax.numpy as jnp
import numpy as np
import optax

from steps import make_steps


def apply(params, x):
    return jnp.tanh(x @ params["w1"]) @ params["w2"]


class Experiment:
    def __init__(self, seed=0, lr=1e-2):
        k1, k2 = jax.random.split(jax.random.PRNGKey(seed))
        self.params = {"w1": jax.random.normal(k1, (3, 16)) * 0.3, "w2": jax.random.normal(k2, (16, 1)) * 0.3}
        self.optimizer = optax.adam(lr)
        self.opt_state = self.optimizer.init(self.params)
        self.update, self.evaluate = make_steps(apply, self.optimizer)

    def epoch(self, batches):
        for x, y in batches:
            self.params, self.opt_state, _ = self.update(self.params, self.opt_state, x, y)

    def run(self, data, val, epochs):
        for epoch in range(epochs):
            self.epoch(data)
            print(f"epoch {epoch}: val {float(self.evaluate(self.params, *val)):.4f}")


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    x = rng.normal(size=(48, 3)).astype(np.float32)
    y = np.cos(x[:, :1]) * x[:, 1:2]
    data = list(zip(np.split(x[:32], 4), np.split(y[:32], 4)))
    Experiment().run(data, (x[32:], y[32:]), epochs=4)
