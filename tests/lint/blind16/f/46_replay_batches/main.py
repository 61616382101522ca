import jax
import jax.numpy as jnp
import numpy as np
import optax

from loader import CachedLoader


class QualityDataset:
    def __init__(self, n=240, seed=0):
        rng = np.random.default_rng(seed)
        self.x = rng.normal(size=(n, 11)).astype(np.float32)
        self.y = np.clip(np.round(5 + self.x[:, 0] - self.x[:, 3]), 3, 8).astype(np.int32) - 3

    def __len__(self):
        return len(self.x)

    def __getitem__(self, i):
        return self.x[i], self.y[i]


def init(key):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (11, 32)) * 0.2, "b1": jnp.zeros(32),
            "w2": jax.random.normal(k2, (32, 6)) * 0.2, "b2": jnp.zeros(6)}


def logits_fn(p, x):
    return jnp.tanh(x @ p["w1"] + p["b1"]) @ p["w2"] + p["b2"]


tx = optax.rmsprop(1e-3)


@jax.jit
def train_step(params, opt_state, batch):
    x, y = batch

    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(logits_fn(p, x), y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    loader = CachedLoader(QualityDataset(), batch_size=48)
    params = init(jax.random.PRNGKey(0))
    opt_state = tx.init(params)
    for epoch in range(4):
        for batch in loader:
            params, opt_state, loss = train_step(params, opt_state, batch)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
