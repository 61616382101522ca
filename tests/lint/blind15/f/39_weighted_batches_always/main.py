import jax
import jax.numpy as jnp
import numpy as np
import optax


class BalancedBatcher:
    def __init__(self, x, y, batch_size, seed, imbalance=0.25):
        self.x, self.y = x, y
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)
        self.imbalance = imbalance

    def __iter__(self):
        order = self.rng.permutation(len(self.x))
        for i in range(0, len(order) - self.batch_size + 1, self.batch_size):
            idx = order[i:i + self.batch_size]
            batch = {"x": self.x[idx], "y": self.y[idx]}
            pos = batch["y"].mean()
            if pos < self.imbalance or pos > 1 - self.imbalance:
                batch["weight"] = self._class_weights(batch["y"], pos)
            else:
                batch["weight"] = np.ones(len(idx), np.float32)
            yield batch

    @staticmethod
    def _class_weights(y, pos):
        pos = min(max(pos, 1e-3), 1 - 1e-3)
        return np.where(y > 0.5, 0.5 / pos, 0.5 / (1 - pos)).astype(np.float32)


tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, batch):
    def loss_fn(p):
        logits = batch["x"] @ p["w"] + p["b"]
        per_ex = optax.sigmoid_binary_cross_entropy(logits, batch["y"])
        if "weight" in batch:
            return jnp.sum(per_ex * batch["weight"]) / jnp.sum(batch["weight"])
        return per_ex.mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(3)
    x = rng.normal(size=(160, 4)).astype(np.float32)
    y = (x[:, 0] + 0.8 * rng.normal(size=160) > 0.9).astype(np.float32)
    params = {"w": jnp.zeros(4), "b": jnp.zeros(())}
    opt_state = tx.init(params)
    for epoch in range(2):
        for batch in BalancedBatcher(x, y, batch_size=32, seed=epoch):
            params, opt_state, loss = train_step(params, opt_state, batch)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
