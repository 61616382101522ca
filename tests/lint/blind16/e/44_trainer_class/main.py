import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax


class Trainer:
    def __init__(self, model_fn, optimizer):
        self.model_fn = model_fn
        self.optimizer = optimizer

    def _train_step(self, params, opt_state, batch):
        def loss_fn(p):
            return jnp.mean((self.model_fn(p, batch["x"]) - batch["y"]) ** 2)

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = self.optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    @functools.cached_property
    def train_step(self):
        return jax.jit(self._train_step)

    def fit(self, params, batches, epochs=2):
        opt_state = self.optimizer.init(params)
        for epoch in range(epochs):
            for batch in batches:
                params, opt_state, loss = self.train_step(params, opt_state, batch)
            print(f"epoch {epoch}: loss {float(loss):.4f}")
        return params


def mlp(params, x):
    return jnp.tanh(x @ params["w1"]) @ params["w2"]


def main():
    rng = np.random.default_rng(0)
    batches = []
    for _ in range(3):
        x = rng.normal(size=(16, 5)).astype(np.float32)
        batches.append({"x": x, "y": np.sin(x[:, :2]).astype(np.float32)})
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (5, 16)) * 0.3, "w2": jax.random.normal(k2, (16, 2)) * 0.3}
    Trainer(mlp, optax.adam(1e-2)).fit(params, batches)


if __name__ == "__main__":
    main()
