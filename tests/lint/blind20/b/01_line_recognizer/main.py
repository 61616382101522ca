import jax
import jax.numpy as jnp
import optax

from data import CHARSET, LINE_HEIGHT, line_batches
from model import LineEncoder

model = LineEncoder(num_classes=len(CHARSET) + 1)
tx = optax.adamw(3e-4)


def loss_fn(params, images, labels):
    logits = model.apply({"params": params}, images)
    pooled = logits.mean(axis=1)
    target = jax.nn.one_hot(labels[:, 0], logits.shape[-1])
    return optax.softmax_cross_entropy(pooled, target).mean()


@jax.jit
def train_step(params, opt_state, images, labels):
    loss, grads = jax.value_and_grad(loss_fn)(params, images, labels)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, LINE_HEIGHT, 64)))["params"]
    opt_state = tx.init(params)
    for step, (images, labels) in enumerate(line_batches(seed=1, n_batches=6)):
        params, opt_state, loss = train_step(params, opt_state, images, labels)
        print(f"step {step} width {images.shape[2]} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
