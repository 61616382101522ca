import jax
import jax.numpy as jnp
import numpy as np
import optax

from sampler import batches, oversampled_epoch

tx = optax.adam(5e-3)


@jax.jit
def train_step(w, opt_state, x, y):
    loss_fn = lambda w: optax.sigmoid_binary_cross_entropy(x @ w, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(w)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(w, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(200, 15)).astype(np.float32)
    y = (rng.random(200) < 0.08).astype(np.float32)
    w = jnp.zeros(15)
    opt_state = tx.init(w)
    for epoch in range(4):
        order = oversampled_epoch(rng, y)
        for idx in batches(order):
            w, opt_state, loss = train_step(w, opt_state, x[idx], y[idx])
        print(epoch, len(order), float(loss))


if __name__ == "__main__":
    main()
