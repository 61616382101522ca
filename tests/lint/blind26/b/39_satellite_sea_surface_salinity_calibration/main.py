import jax.numpy as jnp
import numpy as np

from callbacks import ValidationLogger
from trainer import Trainer


def smap_matchups(n, seed):
    # satellite brightness temperature features + SST + wind -> in-situ surface salinity
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 6)).astype(np.float32)
    y = (34.5 + 0.4 * x[:, 0] - 0.2 * x[:, 1] + 0.1 * x[:, 5] + rng.normal(0, 0.05, n)).astype(np.float32)
    return x, y


def main():
    x, y = smap_matchups(2048, 0)
    x_val, y_val = smap_matchups(512, 1)
    params = {"w": jnp.zeros(6), "b": jnp.array(34.0)}
    trainer = Trainer([ValidationLogger(x_val, y_val, every=50)])
    params = trainer.fit(params, x, y, n_steps=300, batch=256)
    print("final bias term:", float(params["b"]))


if __name__ == "__main__":
    main()
