import jax
import jax.numpy as jnp
import numpy as np
import optax


@jax.jit
def init_params(key, sizes=(10, 32, 3)):
    keys = jax.random.split(key, len(sizes) - 1)
    return [
        {"w": jax.random.normal(k, (a, b)) * jnp.sqrt(2.0 / a), "b": jnp.zeros(b)}
        for k, a, b in zip(keys, sizes[:-1], sizes[1:])
    ]


def forward(params, x):
    for layer in params[:-1]:
        x = jax.nn.relu(x @ layer["w"] + layer["b"])
    return x @ params[-1]["w"] + params[-1]["b"]


SEEDS = (0, 1, 2, 3, 4)
tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(forward(p, x), y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(48, 10)).astype(np.float32)
    y = np.argmax(x[:, :3], axis=1).astype(np.int32)
    finals = []
    for seed in SEEDS:
        params = init_params(jax.random.PRNGKey(seed))
        opt_state = tx.init(params)
        for _ in range(5):
            params, opt_state, loss = train_step(params, opt_state, x, y)
        finals.append(float(loss))
    print(f"loss over seeds: {np.mean(finals):.4f} +/- {np.std(finals):.4f}")


if __name__ == "__main__":
    main()
