import functools

import equinox as eqx
import jax
import numpy as np

from losses import huber
from train import fit_step, optim

LAGS, HORIZON = 16, 4


def sales_windows(rng, n=128):
    t = np.arange(n + LAGS + HORIZON)
    s = np.sin(2 * np.pi * t / 7) + 0.2 * rng.standard_normal(t.size)
    s[rng.integers(0, s.size, 6)] += 5.0
    idx = np.arange(n)[:, None]
    x = s[idx + np.arange(LAGS)]
    y = s[idx + LAGS + np.arange(HORIZON)]
    return x.astype(np.float32), y.astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    model = eqx.nn.MLP(LAGS, HORIZON, 32, 2, key=jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    loss_fn = functools.partial(huber, delta=1.0)
    for step in range(5):
        x, y = sales_windows(rng)
        model, opt_state, loss = fit_step(model, opt_state, x, y, loss_fn)
        print(f"step {step} huber {float(loss):.4f}")


if __name__ == "__main__":
    main()
