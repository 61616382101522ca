import jax
import jax.numpy as jnp

from data import batches


def init_params(key, n_mels=20, n_classes=3):
    return {"w": 0.01 * jax.random.normal(key, (n_mels, n_classes)), "b": jnp.zeros(n_classes)}


def run_epoch(params, x, y, rng, lr, batch_size=32):
    @jax.jit
    def sgd_step(params, xb, yb):
        def loss_fn(p):
            pooled = xb.mean(axis=-1)
            logits = pooled @ p["w"] + p["b"]
            return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), yb[:, None], 1))

        loss, g = jax.value_and_grad(loss_fn)(params)
        return jax.tree_util.tree_map(lambda a, b: a - lr * b, params, g), loss

    losses = []
    for xb, yb in batches(x, y, batch_size, rng):
        params, loss = sgd_step(params, xb, yb)
        losses.append(float(loss))
    return params, sum(losses) / len(losses)
