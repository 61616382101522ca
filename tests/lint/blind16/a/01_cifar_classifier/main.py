import jax
import jax.numpy as jnp
import optax

from data import make_dataset, iterate_batches
from model import SmallCNN

model = SmallCNN()
tx = optax.sgd(0.05, momentum=0.9)


@jax.jit
def train_step(params, opt_state, images, labels):
    def loss_fn(p):
        logits = model.apply(p, images)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    images, labels = make_dataset()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 16, 16, 3)))
    opt_state = tx.init(params)
    for epoch in range(3):
        for xb, yb in iterate_batches(images, labels, batch_size=32, seed=epoch):
            params, opt_state, loss = train_step(params, opt_state, xb, yb)
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
