import jax.numpy as jnp
import numpy as np

from model import LogLogDemand
from train import fit_step, make_optimizer

N_SKU = 6


def main():
    rng = np.random.default_rng(0)
    true_e = -rng.uniform(0.8, 2.0, N_SKU)
    log_price = rng.normal(2.5, 0.2, (200, N_SKU)).astype(np.float32)
    log_units = (4.0 + true_e * log_price + rng.normal(0, 0.1, (200, N_SKU))).astype(np.float32)
    model = LogLogDemand(N_SKU)
    opt_state = make_optimizer(0).init(model)
    for epoch in range(4):
        optimizer = make_optimizer(epoch)
        for i in range(0, 200, 50):
            model, opt_state, loss = fit_step(model, opt_state, optimizer,
                                              jnp.asarray(log_price[i:i + 50]),
                                              jnp.asarray(log_units[i:i + 50]))
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
