import numpy as np
import jax
import jax.numpy as jnp

from model import make_model
from train import train_fold


def main():
    rng = np.random.default_rng(301)
    x = rng.normal(size=(500, 7)).astype(np.float32)
    y = (0.5 * x[:, 0] - 0.2 * x[:, 4] + 0.1 * rng.normal(size=500)).astype(np.float32)
    fold = np.arange(500) % 5
    for i, key in enumerate(jax.random.split(jax.random.PRNGKey(0), 5)):
        tr = fold != i
        model, loss = train_fold(make_model(key), jnp.asarray(x[tr]), jnp.asarray(y[tr]))
        print("fold", i, round(loss, 4))


if __name__ == "__main__":
    main()
