import jax
import jax.numpy as jnp


def tracking_error_hook(model_fn):
    history = []

    def hook(step, params, batch):
        x, y = batch
        err = jax.jit(lambda p: jnp.sqrt(jnp.mean((model_fn(p, x) - y) ** 2)))(params)
        history.append(float(err))

    hook.history = history
    return hook
