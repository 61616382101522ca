import jax
import jax.numpy as jnp
import numpy as np
import optax

from augment import random_horizontal_crop

tx = optax.adam(1e-3)


@jax.jit
def word_step(params, opt_state, images, labels):
    def loss_fn(p):
        cols = jnp.einsum("bhw,hd->bwd", images, p["col"])
        logits = jnp.tanh(cols).max(axis=1) @ p["out"]
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    rng = np.random.default_rng(76)
    images = rng.random((64, 12, 50)).astype(np.float32)
    labels = rng.integers(0, 40, 64).astype(np.int32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(76))
    params = {"col": jax.random.normal(k1, (12, 24)) * 0.1, "out": jax.random.normal(k2, (24, 40)) * 0.1}
    opt_state = tx.init(params)
    for epoch in range(2):
        for i in range(0, 64, 16):
            batch = random_horizontal_crop(images[i:i + 16], rng)
            params, opt_state, loss = word_step(params, opt_state, batch, labels[i:i + 16])
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
