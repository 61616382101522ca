import jax
import jax.numpy as jnp
import numpy as np
import optax


class ImbalancedLoader:
    def __init__(self, n=120, d=6, batch_size=24, minority=0.15, seed=0):
        rng = np.random.default_rng(seed)
        self.x = rng.normal(size=(n, d)).astype(np.float32)
        self.y = (rng.random(n) < minority).astype(np.int32)
        self.x[self.y == 1] += 1.0
        self.batch_size = batch_size
        self.rng = rng
        self.class_weights = np.ones(2, np.float32)

    def set_class_weights(self, weights):
        self.class_weights = np.asarray(weights, np.float32)

    def __iter__(self):
        order = self.rng.permutation(len(self.x))
        for i in range(0, len(order) - self.batch_size + 1, self.batch_size):
            idx = order[i:i + self.batch_size]
            y = self.y[idx]
            yield {"x": self.x[idx], "y": y, "weight": self.class_weights[y]}


tx = optax.sgd(0.1)
WARMUP_EPOCHS = 1


@jax.jit
def train_step(params, opt_state, batch):
    def loss_fn(p):
        logits = batch["x"] @ p["w"] + p["b"]
        per_ex = optax.softmax_cross_entropy_with_integer_labels(logits, batch["y"])
        return jnp.sum(per_ex * batch["weight"]) / jnp.sum(batch["weight"])

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    loader = ImbalancedLoader()
    params = {"w": jnp.zeros((6, 2)), "b": jnp.zeros((2,))}
    opt_state = tx.init(params)
    for epoch in range(3):
        if epoch == WARMUP_EPOCHS:
            freq = np.bincount(loader.y, minlength=2) / len(loader.y)
            loader.set_class_weights(1.0 / (2 * freq))
        for batch in loader:
            params, opt_state, loss = train_step(params, opt_state, batch)
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
