import jax
import jax.numpy as jnp


def evaluate_stream(model, params, loader):
    @jax.jit
    def batch_error(p, x, y):
        pred = model.apply(p, x)
        return jnp.mean(jnp.abs(pred - y)), jnp.max(jnp.abs(pred - y))

    for x, y in loader:
        yield batch_error(params, x, y)
