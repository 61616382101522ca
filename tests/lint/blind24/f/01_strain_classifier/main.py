import numpy as np
import jax
import jax.numpy as jnp
import optax


def make_strain_dataset(n_records=230, window=64, seed=0):
    rng = np.random.default_rng(seed)
    t = np.linspace(0.0, 1.0, window)
    freqs = rng.uniform(2.0, 9.0, size=(n_records, 1))
    damage = rng.integers(0, 2, size=n_records)
    signal = np.sin(2 * np.pi * freqs * t) * (1.0 + 0.3 * damage[:, None])
    signal += 0.05 * rng.standard_normal(signal.shape)
    return signal.astype(np.float32), damage.astype(np.float32)


def init_params(key, window=64, hidden=32):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (window, hidden)) * 0.1,
        "b1": jnp.zeros(hidden),
        "w2": jax.random.normal(k2, (hidden, 1)) * 0.1,
        "b2": jnp.zeros(1),
    }


def forward(params, x):
    h = jnp.tanh(x @ params["w1"] + params["b1"])
    return (h @ params["w2"] + params["b2"])[:, 0]


def loss_fn(params, x, y):
    logits = forward(params, x)
    return optax.sigmoid_binary_cross_entropy(logits, y).mean()


optimizer = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    x, y = make_strain_dataset()
    params = init_params(jax.random.PRNGKey(0))
    opt_state = optimizer.init(params)
    batch_size = 32
    for epoch in range(3):
        perm = np.random.default_rng(epoch).permutation(len(x))
        for start in range(0, len(x), batch_size):
            idx = perm[start:start + batch_size]
            params, opt_state, loss = train_step(params, opt_state, x[idx], y[idx])
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
