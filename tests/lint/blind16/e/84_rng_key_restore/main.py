import jax
import jax.numpy as jnp
import numpy as np


def snapshot(params, key, step):
    return {
        "params": jax.tree.map(np.asarray, params),
        "rng": np.asarray(jax.random.key_data(key)),
        "step": step,
    }


def load(snap):
    return snap["params"], np.asarray(snap["rng"], dtype=np.uint32), snap["step"]


@jax.jit
def noisy_step(params, key, x, y):
    key, noise_key = jax.random.split(key)
    x = x + 0.05 * jax.random.normal(noise_key, x.shape)
    grads = jax.grad(lambda p: jnp.mean((x @ p["w"] - y) ** 2))(params)
    return jax.tree.map(lambda p, g: p - 0.1 * g, params, grads), key


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 4)).astype(np.float32)
    y = (x @ np.array([1.0, -1.0, 0.5, 2.0], np.float32))[:, None]
    params = {"w": jnp.zeros((4, 1))}
    key = jax.random.key(0)
    for step in range(4):
        params, key = noisy_step(params, key, x, y)
    snap = snapshot(params, key, step)

    params, key, step = load(snap)
    for step in range(step + 1, step + 5):
        params, key = noisy_step(params, key, x, y)
    print("w", np.asarray(params["w"]).ravel().round(3))


if __name__ == "__main__":
    main()
