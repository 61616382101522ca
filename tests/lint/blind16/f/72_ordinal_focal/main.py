import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax

from losses import focal_loss

NUM_OUTPUTS = 5
tx = optax.adam(1e-2)


def init(key, d):
    return {"w": jax.random.normal(key, (d, NUM_OUTPUTS)) * 0.1, "b": jnp.zeros(NUM_OUTPUTS)}


def make_data(n=480, d=9, seed=3):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, d)).astype(np.float32)
    score = x[:, 0] + 0.5 * x[:, 1]
    y = np.digitize(score, [-1.0, 0.0, 1.0, 2.2]).astype(np.int32)
    return x, y


@functools.partial(jax.jit, static_argnames=("num_classes",))
def train_step(params, opt_state, x, y, num_classes):
    def loss_fn(p):
        return focal_loss(x @ p["w"] + p["b"], y, num_classes)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    x, y = make_data()
    params = init(jax.random.PRNGKey(0), x.shape[1])
    opt_state = tx.init(params)
    num_classes = NUM_OUTPUTS
    for epoch in range(3):
        for i in range(0, len(x), 32):
            xb, yb = x[i:i + 32], y[i:i + 32]
            params, opt_state, loss = train_step(params, opt_state, xb, yb, num_classes=num_classes)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
