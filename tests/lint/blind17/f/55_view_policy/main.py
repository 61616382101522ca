from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from policy import ViewPolicy


def encode(w, x):
    z = jax.nn.relu(x @ w["a"]) @ w["b"]
    return z / jnp.linalg.norm(z, axis=-1, keepdims=True)


def loss_fn(w, x, key, policy):
    k1, k2 = jax.random.split(key)
    z1 = encode(w, policy.apply(k1, x))
    z2 = encode(w, policy.apply(k2, x))
    logits = z1 @ z2.T / 0.2
    return optax.softmax_cross_entropy_with_integer_labels(logits, jnp.arange(x.shape[0])).mean()


tx = optax.adam(1e-3)


@partial(jax.jit, static_argnames=("policy",))
def train_step(w, opt_state, x, key, policy):
    loss, g = jax.value_and_grad(loss_fn)(w, x, key, policy)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(w, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    k1, k2, key = jax.random.split(jax.random.PRNGKey(0), 3)
    w = {"a": jax.random.normal(k1, (10, 24)) * 0.2, "b": jax.random.normal(k2, (24, 8)) * 0.2}
    opt_state = tx.init(w)
    epochs = 4
    policy = ViewPolicy(noise=0.1, drop_prob=0.1)
    for epoch in range(epochs):
        for _ in range(3):
            key, sub = jax.random.split(key)
            x = rng.normal(size=(16, 10)).astype(np.float32)
            w, opt_state, loss = train_step(w, opt_state, x, sub, policy=policy)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
