import equinox as eqx
import jax
import jax.numpy as jnp


class DelayClassifier(eqx.Module):
    mlp: eqx.nn.MLP
    temperature: jax.Array

    def __init__(self, mlp):
        self.mlp = mlp
        self.temperature = jnp.ones((), jnp.float32)

    def __call__(self, x):
        return self.mlp(x) / self.temperature


@eqx.filter_jit
def val_nll(model, x, y):
    logits = jax.vmap(model)(x)
    logp = jax.nn.log_softmax(logits)
    return -jnp.mean(jnp.take_along_axis(logp, y[:, None], axis=1))
