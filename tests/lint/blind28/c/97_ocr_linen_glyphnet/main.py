import jax
import jax.numpy as jnp
import numpy as np

from train import glyph_update, model_from_config

CONFIG = {"hidden": 48, "n_classes": 30, "dropout": 0.2}


def main():
    rng = np.random.default_rng(97)
    key = jax.random.PRNGKey(97)
    params = model_from_config(CONFIG).init(key, jnp.zeros((1, 10, 10)), train=False)
    for step in range(6):
        x = rng.random((16, 10, 10)).astype(np.float32)
        y = rng.integers(0, 30, 16).astype(np.int32)
        key, sub = jax.random.split(key)
        params, loss = glyph_update(params, x, y, sub, net=model_from_config(CONFIG))
        print(step, round(float(loss), 4))


if __name__ == "__main__":
    main()
