import jax
import jax.numpy as jnp
import optax

from data import ArrayLoader, make_regression


def init_params(key, d):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (d, 16)) * 0.1,
        "b1": jnp.zeros(16),
        "w2": jax.random.normal(k2, (16, 1)) * 0.1,
        "b2": jnp.zeros(1),
    }


def loss_fn(params, batch):
    h = jax.nn.relu(batch["x"] @ params["w1"] + params["b1"])
    pred = h @ params["w2"] + params["b2"]
    return jnp.mean((pred - batch["y"]) ** 2)


@jax.jit
def grad_step(params, batch):
    return jax.value_and_grad(loss_fn)(params, batch)


class Trainer:
    def __init__(self, params, tx, accum_steps=4):
        self.params = params
        self.tx = tx
        self.opt_state = tx.init(params)
        self.accum_steps = accum_steps

    def fit(self, loader, epochs):
        for epoch in range(epochs):
            acc = None
            n = 0
            for batch in loader:
                loss, grads = grad_step(self.params, batch)
                acc = grads if acc is None else jax.tree_util.tree_map(jnp.add, acc, grads)
                n += 1
                if n == self.accum_steps:
                    self._apply(acc, n)
                    acc, n = None, 0
            if n:
                self._apply(acc, n)
            print(f"epoch {epoch} loss {float(loss):.4f}")

    def _apply(self, grads, n):
        grads = jax.tree_util.tree_map(lambda g: g / n, grads)
        updates, self.opt_state = self.tx.update(grads, self.opt_state, self.params)
        self.params = optax.apply_updates(self.params, updates)


if __name__ == "__main__":
    x, y = make_regression(n=200)
    loader = ArrayLoader(x, y, batch_size=32)
    trainer = Trainer(init_params(jax.random.PRNGKey(0), x.shape[1]), optax.adam(1e-2))
    trainer.fit(loader, epochs=3)
