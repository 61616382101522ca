import jax
import numpy as np

from data import eval_batches, fluence_spectra, train_batches
from net import evaluate, net, opt, train_step


def main():
    xtr, ytr = fluence_spectra(500, 0)
    xte, yte = fluence_spectra(150, 1)
    params = net.init(jax.random.PRNGKey(0), xtr[:1])
    opt_state = opt.init(params)
    rng = np.random.default_rng(0)
    for epoch in range(3):
        for xb, yb in train_batches(xtr, ytr, 64, rng):
            params, opt_state, _ = train_step(params, opt_state, xb, yb)
        sse = sum(float(evaluate(params, xb, yb)) for xb, yb in eval_batches(xte, yte, 64))
        print(f"epoch {epoch}: test rmse {np.sqrt(sse / len(xte)):.4f}")


if __name__ == "__main__":
    main()
