import numpy as np
import equinox as eqx
import jax

from model import SolarNet
from train import optim, train_step

EPOCHS = 5


def pv_dataset(rng, n=192):
    irr = rng.uniform(0, 1, (n, 7)).astype(np.float32)
    y = (0.8 * irr[:, 0] - 0.1 * irr[:, 3] + 0.05 * rng.standard_normal(n)).astype(np.float32)
    return irr, y


def main():
    rng = np.random.default_rng(0)
    X, y = pv_dataset(rng)
    key = jax.random.PRNGKey(0)
    model = SolarNet(key)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(EPOCHS):
        for s in range(0, 192, 64):
            key, sub = jax.random.split(key)
            model, opt_state, l = train_step(model, opt_state, X[s:s + 64], y[s:s + 64], sub, epoch, EPOCHS)
        print(epoch, float(l))


if __name__ == "__main__":
    main()
