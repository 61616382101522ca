import numpy as np
import optax
from flax import nnx

from config import RunConfig


class MLP(nnx.Module):
    def __init__(self, d_in, hidden, rngs):
        self.l1 = nnx.Linear(d_in, hidden, rngs=rngs)
        self.l2 = nnx.Linear(hidden, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.gelu(self.l1(x)))


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return ((m(x) - y) ** 2).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def run_seed(cfg, tx, seed, x, y):
    model = MLP(x.shape[1], cfg.hidden, nnx.Rngs(seed))
    optimizer = nnx.Optimizer(model, tx, wrt=nnx.Param)
    for _ in range(cfg.steps):
        loss = train_step(model, optimizer, x, y)
    return float(loss)


def main():
    cfg = RunConfig()
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 5)).astype(np.float32)
    y = np.sin(x[:, :1] * 2).astype(np.float32)
    tx = optax.adam(cfg.lr)
    losses = [run_seed(cfg, tx, s, x, y) for s in cfg.seeds]
    print(f"loss {np.mean(losses):.4f} +- {np.std(losses):.4f}")


if __name__ == "__main__":
    main()
