import numpy as np
import jax.numpy as jnp
import optax
from flax import nnx

from model import GustLoadNet
from train import gust_step, anneal

WINDOW = 32
EPOCHS = 4


def gust_records(n=256, seed=4):
    rng = np.random.default_rng(seed)
    t = np.linspace(0, 1, WINDOW)
    amp = rng.uniform(1, 10, (n, 1))
    width = rng.uniform(0.05, 0.3, (n, 1))
    g = amp * (1 - np.cos(np.pi * np.clip(t / width, 0, 2))) / 2
    moment = (g * np.exp(-3 * (1 - t))).sum(1) / WINDOW
    return jnp.asarray(g, jnp.float32), jnp.asarray(moment, jnp.float32)


def main():
    x, y = gust_records()
    model = GustLoadNet(WINDOW, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    for epoch in range(EPOCHS):
        anneal(model, epoch, EPOCHS)
        for i in range(0, 256, 64):
            loss = gust_step(model, optimizer, x[i:i + 64], y[i:i + 64])
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
