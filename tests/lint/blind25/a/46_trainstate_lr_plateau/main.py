import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax.training import train_state

from model import BiomassRegressor
from trainer import fit_batch, plateau_lr, with_learning_rate


def lidar_plots(n=192, seed=2):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 6)).astype(np.float32)
    y = (2.0 * x[:, 0] + x[:, 1] * x[:, 2] + 0.2 * rng.normal(size=n)).astype(np.float32)
    return x, y


def main():
    x, y = lidar_plots()
    model = BiomassRegressor()
    params = model.init(jax.random.PRNGKey(0), x[:1])
    lr = 0.02
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.sgd(lr, momentum=0.9))
    history = []
    for epoch in range(5):
        lr = plateau_lr(history, lr)
        state = with_learning_rate(state, lr)
        for i in range(0, len(x), 48):
            state, loss = fit_batch(state, x[i:i + 48], y[i:i + 48])
        history.append(float(loss))
        print(f"epoch {epoch}: lr {lr:.4f} loss {history[-1]:.4f}")


if __name__ == "__main__":
    main()
