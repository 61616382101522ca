import numpy as np
import jax

from data import epoch_batches, fingerprint_dataset
from train import net, qsar_update, tx


def main():
    fp, y = fingerprint_dataset()
    params = net.init(jax.random.PRNGKey(0), fp[:2])
    opt_state = tx.init(params)
    rng = np.random.default_rng(0)
    for epoch in range(4):
        losses = []
        for xb, yb in epoch_batches(fp, y, 32, rng):
            params, opt_state, loss = qsar_update(params, opt_state, xb, yb)
            losses.append(float(loss))
        print(f"epoch {epoch}: mse {np.mean(losses):.3f} over {len(losses)} batches")


if __name__ == "__main__":
    main()
