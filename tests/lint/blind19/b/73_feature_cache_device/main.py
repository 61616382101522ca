import jax
import jax.numpy as jnp
import optax

from data import FeatureStore

tx = optax.sgd(0.05)


@jax.jit
def train_step(w, opt_state, x, y):
    def loss_fn(w):
        pred = x @ w
        return jnp.mean((pred - y) ** 2)

    loss, g = jax.value_and_grad(loss_fn)(w)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(w, updates), opt_state, loss


def main():
    store = FeatureStore(n_days=6, n_assets=20, n_feat=4)
    w = jnp.zeros(4, dtype=jnp.float32)
    opt_state = tx.init(w)
    for epoch in range(3):
        for x, y in store.days():
            w, opt_state, loss = train_step(w, opt_state, x, y)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
