import jax
import jax.numpy as jnp


@jax.jit
def sgd_step(params, x, y, lr):
    def loss_fn(p):
        logits = x @ p["w"] + p["b"]
        return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), y[:, None], 1)), logits

    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    return jax.tree_util.tree_map(lambda p, gi: p - lr * gi, params, g), logits


def fit(params, batches, lr, hooks=()):
    for step, (x, y) in enumerate(batches):
        params, logits = sgd_step(params, x, y, lr)
        for hook in hooks:
            hook(step, logits, y)
    return params
