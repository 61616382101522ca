import jax
import numpy as np

from loader import FieldPlotBatches
from train import model, opt, weighted_step


def nir_grain_samples(n=210, seed=4):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 10)).astype(np.float32)
    y = (11.5 + 0.6 * x[:, 3] - 0.4 * x[:, 7]).astype(np.float32)
    return x, y


def main():
    x, y = nir_grain_samples()
    params = model.init(jax.random.PRNGKey(1), x[:2])
    opt_state = opt.init(params)
    for epoch in range(4):
        for xb, yb, wb in FieldPlotBatches(x, y, 64, shuffle_seed=epoch):
            params, opt_state, loss = weighted_step(params, opt_state, xb, yb, wb)
        print(f"epoch {epoch}: last batch loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
