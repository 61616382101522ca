import numpy as np
import equinox as eqx
import jax

from model import ColourNet
from train import optim, update


def wort_batches(rng, steps, bs=48):
    for _ in range(steps):
        # absorbance at 430 nm, malt bill fractions, boil time, ...
        x = rng.uniform(0, 1, size=(bs, 8)).astype(np.float32)
        y = (40 * x[:, 0] ** 1.5 + 2 * x[:, 1]).astype(np.float32)
        yield x, y


def main():
    model = ColourNet(jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    rng = np.random.default_rng(5)
    for step, (x, y) in enumerate(wort_batches(rng, 60)):
        model, opt_state, loss = update(model, opt_state, x, y)
        if step % 20 == 0:
            print(step, float(loss))


if __name__ == "__main__":
    main()
