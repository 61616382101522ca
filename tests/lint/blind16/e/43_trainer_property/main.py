import jax
import jax.numpy as jnp
import numpy as np
import optax

from trainer import Trainer


def mlp(params, x):
    return jnp.tanh(x @ params["w1"]) @ params["w2"]


def main():
    rng = np.random.default_rng(0)
    batches = []
    for _ in range(3):
        x = rng.normal(size=(16, 5)).astype(np.float32)
        batches.append({"x": x, "y": np.sin(x[:, :2]).astype(np.float32)})
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (5, 16)) * 0.3, "w2": jax.random.normal(k2, (16, 2)) * 0.3}
    Trainer(mlp, optax.adam(1e-2)).fit(params, batches)


if __name__ == "__main__":
    main()
