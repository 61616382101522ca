import equinox as eqx
import jax
import numpy as np

from model import FingerspellHead
from train import head_step, opt, relax_smoothing


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 42)).astype(np.float32)
    y = rng.integers(0, 26, 64).astype(np.int32)
    model = FingerspellHead(42, 26, jax.random.PRNGKey(0))
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    for epoch in range(4):
        model = relax_smoothing(model, epoch)
        for i in range(0, 64, 16):
            model, opt_state, loss = head_step(model, opt_state, x[i : i + 16], y[i : i + 16])
        print(epoch, model.label_smoothing, float(loss))


if __name__ == "__main__":
    main()
