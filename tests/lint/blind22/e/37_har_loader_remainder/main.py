import jax
import jax.numpy as jnp
import numpy as np
import optax

from loader import WindowLoader

T, C, K = 64, 6, 4  # samples per window, IMU channels, activities


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {"w1": 0.1 * jax.random.normal(k1, (T * C, 32)), "b1": jnp.zeros(32),
            "w2": 0.1 * jax.random.normal(k2, (32, K)), "b2": jnp.zeros(K)}


def forward(p, x):
    h = jax.nn.relu(x.reshape(x.shape[0], -1) @ p["w1"] + p["b1"])
    return h @ p["w2"] + p["b2"]


tx = optax.adam(1e-3)


@jax.jit
def train_step(p, s, x, y):
    loss, g = jax.value_and_grad(
        lambda p: optax.softmax_cross_entropy_with_integer_labels(forward(p, x), y).mean())(p)
    u, s = tx.update(g, s)
    return optax.apply_updates(p, u), s, loss


def main():
    rng = np.random.default_rng(0)
    windows = rng.standard_normal((150, T, C)).astype(np.float32)
    labels = rng.integers(0, K, 150).astype(np.int32)
    loader = WindowLoader(windows, labels, batch_size=32)
    params = init_params(jax.random.PRNGKey(0))
    opt_state = tx.init(params)
    for epoch in range(3):
        for x, y in loader:
            params, opt_state, loss = train_step(params, opt_state, x, y)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
