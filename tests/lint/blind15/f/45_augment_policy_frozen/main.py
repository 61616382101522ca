from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from augment import apply_policy, make_policy

tx = optax.adam(3e-3)


@partial(jax.jit, static_argnums=(4,))
def train_step(params, opt_state, key, batch, policy):
    x = apply_policy(key, batch["x"], policy)

    def loss_fn(p):
        logits = x.reshape(x.shape[0], -1) @ p["w"]
        return optax.softmax_cross_entropy_with_integer_labels(logits, batch["y"]).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    params = {"w": jnp.zeros((16, 4))}
    opt_state = tx.init(params)
    for epoch in range(4):
        policy = make_policy(epoch)
        for i in range(3):
            key, sub = jax.random.split(key)
            batch = {"x": rng.normal(size=(8, 4, 4)).astype(np.float32),
                     "y": rng.integers(0, 4, size=8).astype(np.int32)}
            params, opt_state, loss = train_step(params, opt_state, sub, batch, policy)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
