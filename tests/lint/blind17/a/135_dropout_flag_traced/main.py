import jax
import jax.numpy as jnp
import numpy as np
import optax

tx = optax.sgd(0.1)


def forward(params, x, key, training):
    h = jax.nn.relu(x @ params["w1"])
    keep = jax.random.bernoulli(key, 0.8, h.shape)
    h = jnp.where(training, jnp.where(keep, h / 0.8, 0.0), h)
    return h @ params["w2"]


@jax.jit
def evaluate_or_train(params, opt_state, x, y, key, training):
    def loss_fn(p):
        return jnp.mean((forward(p, x, key, training) - y) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    updates, new_state = tx.update(g, opt_state)
    new_params = optax.apply_updates(params, updates)
    params = jax.tree_util.tree_map(lambda n, o: jnp.where(training, n, o), new_params, params)
    return params, new_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 12)).astype(np.float32)
    y = x[:, :2].sum(1, keepdims=True).astype(np.float32)
    params = {"w1": jnp.asarray(rng.normal(size=(12, 24)).astype(np.float32) * 0.2),
              "w2": jnp.zeros((24, 1))}
    opt_state = tx.init(params)
    key = jax.random.PRNGKey(0)
    for epoch in range(3):
        for i in range(0, 48, 16):
            key, sub = jax.random.split(key)
            params, opt_state, loss = evaluate_or_train(params, opt_state, x[i:i + 16], y[i:i + 16], sub, True)
        _, _, val = evaluate_or_train(params, opt_state, x[48:], y[48:], key, False)
        print(epoch, float(loss), float(val))


if __name__ == "__main__":
    main()
