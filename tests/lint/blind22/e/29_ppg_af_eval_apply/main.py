import jax
import numpy as np
import optax

from evaluation import EpochEvaluator
from model import PPGRhythmNet

WIN = 200
model = PPGRhythmNet()
tx = optax.adam(2e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(model.apply({"params": p}, x), y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def batches(n, batch=16, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(WIN) / 25.0
    for _ in range(n):
        y = (rng.random(batch) > 0.5).astype(np.float32)
        irregular = rng.standard_normal((batch, WIN)) * y[:, None]
        x = np.sin(2 * np.pi * 1.3 * t)[None] + 0.5 * irregular
        yield x[..., None].astype(np.float32), y


def main():
    params = model.init(jax.random.PRNGKey(0), np.zeros((1, WIN, 1), np.float32))["params"]
    opt_state = tx.init(params)
    val_x, val_y = next(batches(1, batch=32, seed=7))
    evaluator = EpochEvaluator(model, val_x, val_y)
    for epoch in range(4):
        for x, y in batches(3, seed=epoch):
            params, opt_state, loss = train_step(params, opt_state, x, y)
        print(epoch, round(float(loss), 4), evaluator.run(params))


if __name__ == "__main__":
    main()
