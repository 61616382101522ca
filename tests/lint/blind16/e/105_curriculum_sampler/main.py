import jax
import jax.numpy as jnp
import numpy as np
import optax


class DifficultyCurriculum:
    """Competence-based curriculum: weight in the easiest fraction, growing each epoch."""

    def __init__(self, x, y, difficulty, start=0.25, epochs_to_full=4):
        order = np.argsort(difficulty)
        self.x, self.y = x[order], y[order]
        self.start = start
        self.epochs_to_full = epochs_to_full

    def competence(self, epoch):
        return min(1.0, self.start + (1 - self.start) * epoch / self.epochs_to_full)

    def data_for_epoch(self, epoch):
        n = int(len(self.x) * self.competence(epoch))
        weights = (np.arange(len(self.x)) < n).astype(np.float32)
        return self.x, self.y, weights


tx = optax.adam(1e-2)


@jax.jit
def full_batch_step(params, opt_state, x, y, weights):
    def loss_fn(p):
        err = jnp.sum((jnp.tanh(x @ p["w1"]) @ p["w2"] - y) ** 2, axis=-1)
        return jnp.sum(err * weights) / jnp.sum(weights)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(80, 4)).astype(np.float32)
    y = np.sin(3 * x[:, :1]).astype(np.float32)
    curriculum = DifficultyCurriculum(x, y, difficulty=np.abs(x[:, 0]))
    params = {"w1": jnp.asarray(rng.normal(size=(4, 16)) * 0.5, jnp.float32),
              "w2": jnp.asarray(rng.normal(size=(16, 1)) * 0.5, jnp.float32)}
    opt_state = tx.init(params)
    for epoch in range(6):
        xe, ye, we = curriculum.data_for_epoch(epoch)
        for _ in range(3):
            params, opt_state, loss = full_batch_step(params, opt_state, xe, ye, we)
        print(f"epoch {epoch}: {int(we.sum())} examples, loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
