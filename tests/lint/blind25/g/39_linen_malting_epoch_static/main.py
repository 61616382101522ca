import numpy as np
import jax
import optax
from flax.training import train_state

from model import GerminationNet
from train import malt_step


def steep_data(rng, n=128):
    # steeping hours, water temp, moisture, kernel size, dormancy score
    x = rng.uniform(0, 1, size=(n, 5)).astype(np.float32)
    y = (0.9 * x[:, 0] + 0.4 * x[:, 1] - 0.6 * x[:, 4] ** 2).astype(np.float32)
    return x, y


def main():
    rng = np.random.default_rng(0)
    x, y = steep_data(rng)
    net = GerminationNet()
    state = train_state.TrainState.create(
        apply_fn=net.apply, params=net.init(jax.random.PRNGKey(0), x[:1]), tx=optax.adam(1e-2)
    )
    for epoch in range(6):
        for i in range(0, 128, 32):
            state, loss = malt_step(state, x[i:i + 32], y[i:i + 32], epoch)
        print(f"epoch {epoch}: germination energy mse {float(loss):.4f}")


if __name__ == "__main__":
    main()
