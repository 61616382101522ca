import jax
import numpy as np

from checkpoint import restore, save
from model import init_params, tx, update


def critical_heat_flux_data(n=256, seed=0):
    # normalized pressure, mass flux, quality, diameter, heated length -> CHF (MW/m2, scaled)
    rng = np.random.default_rng(seed)
    x = rng.uniform(-1, 1, (n, 5)).astype(np.float32)
    y = (2.0 - 0.6 * x[:, 2] + 0.3 * x[:, 1] - 0.1 * x[:, 0] * x[:, 2]).astype(np.float32)
    return x, y


def main():
    x, y = critical_heat_flux_data()
    params = init_params(jax.random.PRNGKey(0))
    opt_state = tx.init(params)
    for epoch in range(6):
        for s in range(0, 256, 64):
            params, opt_state, loss = update(params, opt_state, x[s:s + 64], y[s:s + 64])
        if epoch == 2:
            # job was pre-empted on the cluster: resume from the saved checkpoint
            blob = save(params, opt_state)
            params, opt_state = restore(blob, (params, opt_state))
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
