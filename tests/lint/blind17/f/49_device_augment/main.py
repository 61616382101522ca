import jax
import jax.numpy as jnp
import numpy as np
import optax

from loader import TwoViewLoader


def encode(w, x):
    z = x.reshape(x.shape[0], -1) @ w
    return z / jnp.linalg.norm(z, axis=-1, keepdims=True)


def loss_fn(w, v1, v2, temperature=0.2):
    z1, z2 = encode(w, v1), encode(w, v2)
    logits = z1 @ z2.T / temperature
    labels = jnp.arange(z1.shape[0])
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()


tx = optax.adam(1e-3)


@jax.jit
def train_step(w, opt_state, v1, v2):
    loss, g = jax.value_and_grad(loss_fn)(w, v1, v2)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(w, updates), opt_state, loss


def main():
    images = np.random.default_rng(0).random((64, 6, 6, 3)).astype(np.float32)
    w = jax.random.normal(jax.random.PRNGKey(1), (6 * 6 * 3, 8)) * 0.1
    opt_state = tx.init(w)
    loader = TwoViewLoader(images, batch_size=16)
    for v1, v2 in loader:
        w, opt_state, loss = train_step(w, opt_state, v1, v2)
        print(float(loss))


if __name__ == "__main__":
    main()
