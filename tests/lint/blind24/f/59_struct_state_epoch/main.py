import numpy as np
import jax
import flax.linen as nn
import optax

from state import TrainState
from steps import train_step


class DelaminationDetector(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.relu(nn.Dense(24)(x)))


def thermography_features(n=240, seed=0):
    """Pulsed thermography pixel features (peak contrast, time to peak, cooling slope, phase)."""
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 2, n)
    x = rng.normal(0, 1, (n, 4)) + y[:, None] * np.array([1.2, 0.8, -0.6, 0.9])
    return x.astype(np.float32), y.astype(np.float32)


def main():
    x, y = thermography_features()
    model = DelaminationDetector()
    params = model.init(jax.random.PRNGKey(0), x[:1])
    tx = optax.adam(1e-2)
    state = TrainState(params=params, opt_state=tx.init(params), apply_fn=model.apply, tx=tx)
    for epoch in range(5):
        for i in range(0, 240, 60):
            state, loss = train_step(state, x[i:i + 60], y[i:i + 60])
        state = state.replace(epoch=epoch + 1)
        print(f"epoch {state.epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
