import jax
import jax.numpy as jnp
import optax

from data import ImageLoader

tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, images, labels):
    x = images.reshape(images.shape[0], -1).astype(jnp.float32) / 255.0
    def loss_fn(p):
        logits = x @ p["w"] + p["b"]
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    for p in (0.0, 0.5):
        params = {"w": jnp.zeros((64, 2)), "b": jnp.zeros(2)}
        opt_state = tx.init(params)
        loader = ImageLoader(aug_prob=p)
        for epoch in range(2):
            for images, labels in loader:
                params, opt_state, loss = train_step(params, opt_state, images, labels)
        print(p, float(loss))


if __name__ == "__main__":
    main()
