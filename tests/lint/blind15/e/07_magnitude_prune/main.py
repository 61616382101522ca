import jax
import jax.numpy as jnp
import numpy as np
import optax

from pruning import dense_masks, magnitude_masks

tx = optax.sgd(0.05)


def mlp(params, x):
    h = jnp.tanh(x @ params["w1"])
    return h @ params["w2"]


@jax.jit
def train_step(params, opt_state, masks, x, y):
    def loss(p):
        p = jax.tree.map(lambda a, m: a * m, p, masks)
        return jnp.mean((mlp(p, x) - y) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    updates, opt_state = tx.update(g, opt_state)
    params = optax.apply_updates(params, updates)
    return params, opt_state, l


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 10)).astype(np.float32)
    y = rng.normal(size=(32, 1)).astype(np.float32)
    key1, key2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(key1, (10, 16)) * 0.3,
              "w2": jax.random.normal(key2, (16, 1)) * 0.3}
    opt_state = tx.init(params)
    masks = dense_masks(params)
    for round_, sparsity in enumerate([0.0, 0.25, 0.5, 0.75]):
        if sparsity > 0:
            masks = magnitude_masks(params, sparsity)
        for _ in range(5):
            params, opt_state, l = train_step(params, opt_state, masks, x, y)
        print(f"round {round_} sparsity {sparsity}: loss {float(l):.4f}")


if __name__ == "__main__":
    main()
