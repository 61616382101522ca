import jax
import jax.numpy as jnp
import optax

from data import OrderFlowBatches

tx = optax.adam(1e-2)


@jax.jit
def train_step(w, opt_state, batch):
    x, y = batch

    def loss_fn(w):
        return jnp.mean((jnp.tanh(x @ w) - y) ** 2)

    loss, g = jax.value_and_grad(loss_fn)(w)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(w, updates), opt_state, loss


def main():
    data = OrderFlowBatches(n_batches=4, batch=32, n_feat=6)
    w = jnp.zeros(6)
    opt_state = tx.init(w)
    for epoch in range(3):
        for batch in data.epoch():
            w, opt_state, loss = train_step(w, opt_state, batch)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
