import numpy as np
import jax
import jax.numpy as jnp
import optax

from callbacks import ValidationCallback
from trainer import fit


def apply_fn(params, x):
    return jnp.tanh(x @ params["w1"]) @ params["w2"]


def loss_fn(params, x, y):
    return optax.softmax_cross_entropy_with_integer_labels(apply_fn(params, x), y).mean()


def main():
    rng = np.random.default_rng(0)
    centers = rng.standard_normal((4, 20)).astype(np.float32)
    y_all = rng.integers(0, 4, 160).astype(np.int32)
    x_all = (centers[y_all] + rng.standard_normal((160, 20))).astype(np.float32)
    data = [(x_all[i:i + 32], y_all[i:i + 32]) for i in range(0, 128, 32)]
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (20, 16)) * 0.2, "w2": jax.random.normal(k2, (16, 4)) * 0.2}
    cb = ValidationCallback(apply_fn, x_all[128:], y_all[128:])
    fit(params, loss_fn, data, epochs=4, callbacks=[cb])


if __name__ == "__main__":
    main()
