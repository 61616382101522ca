import jax
import jax.numpy as jnp
import optax

from data import shot_batches

tx = optax.inject_hyperparams(optax.adam)(learning_rate=1e-2)


@jax.jit
def train_step(w, opt_state, x, y):
    def loss_fn(w):
        return optax.sigmoid_binary_cross_entropy(x @ w[:-1] + w[-1], y).mean()

    loss, g = jax.value_and_grad(loss_fn)(w)
    updates, opt_state = tx.update(g, opt_state, w)
    return optax.apply_updates(w, updates), opt_state, loss


def main():
    w = jnp.zeros(5)
    opt_state = tx.init(w)
    lr = 1e-2
    for epoch in range(4):
        for x, y in shot_batches(3, seed=epoch):
            w, opt_state, loss = train_step(w, opt_state, x, y)
        if epoch % 2 == 1:
            lr = lr * 0.5
            opt_state.hyperparams["learning_rate"] = lr
        print(epoch, float(loss), lr)


if __name__ == "__main__":
    main()
