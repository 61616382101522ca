import jax
import jax.numpy as jnp
import numpy as np
import optax


class MixupLoader:
    def __init__(self, x, y, num_classes, batch_size=16, mixup_prob=0.5, alpha=0.4, seed=0):
        self.x, self.y = x, y
        self.num_classes = num_classes
        self.batch_size = batch_size
        self.mixup_prob = mixup_prob
        self.alpha = alpha
        self.rng = np.random.default_rng(seed)

    def _mix(self, xb, yb):
        lam = self.rng.beta(self.alpha, self.alpha)
        perm = self.rng.permutation(len(xb))
        onehot = np.eye(self.num_classes, dtype=np.float32)[yb]
        return lam * xb + (1 - lam) * xb[perm], lam * onehot + (1 - lam) * onehot[perm]

    def __iter__(self):
        order = self.rng.permutation(len(self.x))
        for i in range(0, len(order) - self.batch_size + 1, self.batch_size):
            idx = order[i:i + self.batch_size]
            xb, yb = self.x[idx], self.y[idx]
            if self.rng.random() < self.mixup_prob:
                xb, yb = self._mix(xb, yb)
            yield xb.astype(np.float32), yb


NUM_CLASSES = 4
tx = optax.sgd(0.1, momentum=0.9)


@jax.jit
def train_step(params, opt_state, x, labels):
    def loss_fn(p):
        logits = x @ p["w"] + p["b"]
        if labels.ndim == 1:
            return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
        return optax.softmax_cross_entropy(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(1)
    x = rng.normal(size=(96, 10)).astype(np.float32)
    y = np.argmax(x[:, :NUM_CLASSES], axis=1).astype(np.int32)
    params = {"w": jnp.zeros((10, NUM_CLASSES)), "b": jnp.zeros((NUM_CLASSES,))}
    opt_state = tx.init(params)
    for epoch in range(2):
        for xb, yb in MixupLoader(x, y, NUM_CLASSES, seed=epoch):
            params, opt_state, loss = train_step(params, opt_state, xb, yb)
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
