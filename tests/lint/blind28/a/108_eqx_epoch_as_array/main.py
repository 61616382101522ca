import equinox as eqx
import jax
import numpy as np

from loop import run_epoch
from train import optim


def weekly_arrivals(n=520, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(n)
    x = np.stack([np.sin(2 * np.pi * t / 52), np.cos(2 * np.pi * t / 52), t / n], 1).astype(np.float32)
    y = (1.0 + 0.3 * x[:, 0] + 0.2 * x[:, 2] + rng.normal(0, 0.05, n)).astype(np.float32)
    return x, y


def main():
    x, y = weekly_arrivals()
    model = eqx.nn.MLP(3, 1, 24, 2, key=jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(5):
        model, opt_state, loss = run_epoch(model, opt_state, x, y, epoch)
        print("epoch", epoch, float(loss))


if __name__ == "__main__":
    main()
