import equinox as eqx
import jax
import numpy as np

from model import SensorAutoencoder
from train import opt, run_epoch


def plant_history(n=256, n_sensors=8, seed=0):
    # normalized primary loop readings: flows, temperatures, pressurizer level, neutron flux
    rng = np.random.default_rng(seed)
    base = rng.normal(0, 1, (n, 2))
    mix = rng.normal(0, 1, (2, n_sensors))
    return (base @ mix + 0.05 * rng.normal(0, 1, (n, n_sensors))).astype(np.float32)


def main():
    data = plant_history()
    model = SensorAutoencoder(8, jax.random.PRNGKey(0))
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    for epoch in range(4):
        model, opt_state, loss = run_epoch(model, opt_state, data)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
