import jax.numpy as jnp
import numpy as np

from ensemble import train_member

LEARNING_RATES = [3e-3, 1e-2, 3e-2]


def make_data(n=128, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.uniform(-3, 3, size=(n, 1)).astype(np.float32)
    y = (x ** 3 / 10 + rng.normal(size=x.shape) * (0.2 + 0.1 * np.abs(x))).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(y)


if __name__ == "__main__":
    x, y = make_data()
    x_val, y_val = make_data(64, seed=1)
    for lr in LEARNING_RATES:
        model, loss = train_member(lr, x, y)
        mu, _ = model(x_val)
        print(f"lr={lr}: train nll {loss:.4f} val mse {float(jnp.mean((mu - y_val) ** 2)):.4f}")
