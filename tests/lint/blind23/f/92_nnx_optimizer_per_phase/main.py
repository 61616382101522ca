import numpy as np
import jax.numpy as jnp
from flax import nnx

from model import DragBuildupNet
from train import drag_step, phase_optimizer


def config_data(n=192, seed=0):
    rng = np.random.default_rng(seed)
    gear = rng.integers(0, 2, n)
    flap = rng.uniform(0, 1, n)
    spoiler = rng.uniform(0, 1, n)
    dcd = 0.015 * gear + 0.03 * flap ** 1.5 + 0.05 * spoiler
    x = np.stack([gear, flap, spoiler], 1).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(dcd.astype(np.float32) * 10)


def main():
    x, y = config_data()
    model = DragBuildupNet(nnx.Rngs(0))
    for phase in range(3):
        optimizer = phase_optimizer(model, phase)
        for i in range(0, 192, 48):
            loss = drag_step(model, optimizer, x[i:i + 48], y[i:i + 48])
        print(phase, float(loss))


if __name__ == "__main__":
    main()
