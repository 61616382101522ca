import jax
import numpy as np

from model import KeypointCNN
from train import create_state, ema_params, state_step


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 32, 42)).astype(np.float32)
    y = rng.integers(0, 15, 64).astype(np.int32)
    state = create_state(KeypointCNN(), jax.random.PRNGKey(0), x[:8], 1e-3)
    ema = state.params
    for epoch in range(3):
        for i in range(0, 64, 16):
            state, loss = state_step(state, x[i : i + 16], y[i : i + 16])
            ema = ema_params(state, ema)
        state = state.replace(params=ema)
        print(epoch, int(state.step), float(loss))


if __name__ == "__main__":
    main()
