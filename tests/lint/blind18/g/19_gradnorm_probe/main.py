import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import GradNormMonitor
from utils import compute_grads


class Trainer:
    def __init__(self, params, tx, callbacks):
        self.params = params
        self.tx = tx
        self.opt_state = tx.init(params)
        self.callbacks = callbacks
        self.step = 0

    def train(self, batches):
        for batch in batches:
            loss, grads = compute_grads(self.params, batch)
            updates, self.opt_state = self.tx.update(grads, self.opt_state, self.params)
            self.params = optax.apply_updates(self.params, updates)
            self.step += 1
            for cb in self.callbacks:
                cb.on_step_end(self)
        return loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(96, 4)).astype(np.float32)
    y = np.prod(np.sign(x[:, :2]), -1, keepdims=True).astype(np.float32)
    batches = [{"x": x[i:i + 16], "y": y[i:i + 16]} for i in range(0, 96, 16)]
    key = jax.random.PRNGKey(0)
    params = {"w": jax.random.normal(key, (4, 16)) * 0.5, "b": jnp.zeros(16), "v": jnp.ones((16, 1)) * 0.1}
    monitor = GradNormMonitor(batches[0])
    trainer = Trainer(params, optax.adam(1e-2), [monitor])
    loss = trainer.train(batches)
    print("loss", float(loss), "grad norms", monitor.history)


if __name__ == "__main__":
    main()
