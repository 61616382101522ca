import numpy as np
import equinox as eqx
import jax
import jax.numpy as jnp

from model import WindPowerCurve
from train import optim, train_step

EPOCHS = 5


def scada(rng, n=160):
    ws = rng.uniform(0, 20, n)
    X = np.stack([ws / 20, np.cos(rng.uniform(0, 6.28, n)), rng.uniform(0.9, 1.1, n)], 1).astype(np.float32)
    y = (3.6 / (1 + np.exp(-(ws - 9)))).astype(np.float32)
    return X, y


def main():
    rng = np.random.default_rng(1)
    X, y = scada(rng)
    key = jax.random.PRNGKey(1)
    model = WindPowerCurve(key)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(EPOCHS):
        progress = jnp.asarray(epoch / EPOCHS, dtype=jnp.float32)
        for s in range(0, 160, 32):
            key, sub = jax.random.split(key)
            model, opt_state, l = train_step(model, opt_state, X[s:s + 32], y[s:s + 32], sub, progress)
        print(epoch, float(l))


if __name__ == "__main__":
    main()
