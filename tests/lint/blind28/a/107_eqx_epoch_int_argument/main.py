import equinox as eqx
import jax
import numpy as np

from train import occupancy_step, optim


def daily_occupancy(n=512, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(n)
    x = np.stack([np.sin(2 * np.pi * t / 7), np.cos(2 * np.pi * t / 7), np.sin(2 * np.pi * t / 365)], 1).astype(np.float32)
    y = (0.7 + 0.1 * x[:, 0] + 0.15 * x[:, 2] + rng.normal(0, 0.03, n)).astype(np.float32)
    return x, y


def main():
    x, y = daily_occupancy()
    model = eqx.nn.MLP(3, 1, 24, 2, key=jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(5):
        for s in range(0, 512, 64):
            model, opt_state, loss = occupancy_step(model, opt_state, x[s:s + 64], y[s:s + 64], epoch)
        print("epoch", epoch, float(loss))


if __name__ == "__main__":
    main()
