import numpy as np
import jax
import jax.numpy as jnp
import equinox as eqx

from model import ColourNet
from train import optim, colour_step


def absorbance_batches(n_batches, batch=32, seed=4):
    # A420, A520, A620 from six phenolic measurements
    rng = np.random.default_rng(seed)
    W = rng.normal(0, 0.5, (6, 3)).astype(np.float32)
    for _ in range(n_batches):
        x = rng.normal(0, 1, (batch, 6)).astype(np.float32)
        yield x, np.tanh(x @ W).astype(np.float32)


def main():
    model = ColourNet(jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(3):
        for x, y in absorbance_batches(20, seed=epoch):
            model, opt_state, loss = colour_step(model, opt_state, x, y)
        print("epoch", epoch, "loss", float(loss))


if __name__ == "__main__":
    main()
