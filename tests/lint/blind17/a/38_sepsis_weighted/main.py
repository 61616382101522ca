import functools

import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from losses import weighted_bce
from train import optimizer, train_step


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(96, 12)).astype(np.float32)
    y = (rng.random(96) < 0.15).astype(np.float32)
    model = eqx.nn.MLP(12, 1, 32, 2, key=jax.random.PRNGKey(0))
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    pos_weight = float((1 - y).sum() / y.sum())
    loss_fn = functools.partial(weighted_bce, pos_weight=pos_weight)
    for epoch in range(2):
        for i in range(0, 96, 32):
            xb, yb = x[i:i + 32], y[i:i + 32]
            model, opt_state, loss = train_step(model, opt_state, xb, yb, loss_fn)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
