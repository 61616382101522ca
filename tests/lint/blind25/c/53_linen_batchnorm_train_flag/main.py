import jax
import numpy as np

from data import sheared_galaxies, minibatches
from steps import net, tx, run_batch


def main():
    xtr, ytr = sheared_galaxies(300, 0)
    xva, yva = sheared_galaxies(100, 1)
    variables = net.init(jax.random.PRNGKey(0), xtr[:2], train=False)
    params, stats = variables["params"], variables["batch_stats"]
    opt_state = tx.init(params)
    rng = np.random.default_rng(0)
    for epoch in range(3):
        for x, y in minibatches(xtr, ytr, 32, rng):
            params, stats, opt_state, loss = run_batch(params, stats, opt_state, x, y, train=True)
        _, _, _, val = run_batch(params, stats, opt_state, xva, yva, train=False)
        print(f"epoch {epoch}: train mse {float(loss):.4f} val mse {float(val):.4f}")


if __name__ == "__main__":
    main()
