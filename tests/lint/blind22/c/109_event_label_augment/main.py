import jax
import jax.numpy as jnp
import optax

from data import pass_batches

tx = optax.adam(1e-2)


@jax.jit
def train_step(w, opt_state, x, direction):
    def loss_fn(w):
        logits = x @ w
        return optax.softmax_cross_entropy(logits, jax.nn.one_hot(direction, 3)).mean()

    loss, g = jax.value_and_grad(loss_fn)(w)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(w, upd), opt_state, loss


def main():
    w = jnp.zeros((4, 3))
    opt_state = tx.init(w)
    for epoch in range(4):
        for x, d in pass_batches(epoch):
            w, opt_state, loss = train_step(w, opt_state, x, d)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
