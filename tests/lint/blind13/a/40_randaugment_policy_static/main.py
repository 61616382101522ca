from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import AugmentedLoader

tx = optax.sgd(0.1)


@partial(jax.jit, static_argnames=("policy",))
def train_step(params, opt_state, key, images, labels, policy):
    images = policy.apply(key, images)

    def loss_fn(p):
        logits = images.reshape(images.shape[0], -1) @ p
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    images = rng.uniform(size=(48, 8, 8, 3)).astype(np.float32)
    labels = rng.integers(0, 10, size=48).astype(np.int32)
    params = jnp.zeros((192, 10), jnp.float32)
    opt_state = tx.init(params)
    key = jax.random.PRNGKey(0)
    loader = AugmentedLoader(images, labels, batch_size=8)
    for epoch in range(1):
        for x, y, policy in loader:
            key, sub = jax.random.split(key)
            params, opt_state, loss = train_step(params, opt_state, sub, x, y, policy=policy)
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
