import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from search import grid

optim = optax.adam(3e-3)


@eqx.filter_jit
def train_step(model, opt_state, x, y):
    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(jax.vmap(m)(x)[:, 0], y).mean()
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(256, 12)).astype(np.float32)
    y = (np.abs(x[:, 0]) > 0.8).astype(np.float32)
    scores = {}
    for cfg in grid():
        model = eqx.nn.MLP(12, 1, cfg["width"], 2, activation=jax.nn.relu,
                           key=jax.random.PRNGKey(cfg["seed"]))
        opt_state = optim.init(eqx.filter(model, eqx.is_array))
        for i in range(0, 256, 64):
            model, opt_state, loss = train_step(model, opt_state, x[i:i + 64], y[i:i + 64])
        scores[(cfg["width"], cfg["seed"])] = float(loss)
    print(scores)


if __name__ == "__main__":
    main()
