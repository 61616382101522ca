import jax
import jax.numpy as jnp

from data import batches


def init_params(key, n_mels=20, n_classes=3):
    return {"w": 0.01 * jax.random.normal(key, (n_mels, n_classes)), "b": jnp.zeros(n_classes)}


def fit(params, x, y, rng, lr, epochs, batch_size=32, on_epoch_end=None):
    @jax.jit
    def sgd_step(params, xb, yb):
        def loss_fn(p):
            logits = xb.max(axis=-1) @ p["w"] + p["b"]
            return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), yb[:, None], 1))

        loss, g = jax.value_and_grad(loss_fn)(params)
        return jax.tree_util.tree_map(lambda a, b: a - lr * b, params, g), loss

    for epoch in range(epochs):
        losses = []
        for xb, yb in batches(x, y, batch_size, rng):
            params, loss = sgd_step(params, xb, yb)
            losses.append(float(loss))
        if on_epoch_end is not None:
            on_epoch_end(epoch, sum(losses) / len(losses))
    return params
