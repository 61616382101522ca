import haiku as hk
import jax
import jax.numpy as jnp

HORIZON = 12


def _forward(history):
    x = hk.Linear(32)(history)
    x = jax.nn.gelu(x)
    return hk.Linear(HORIZON)(x)


def build():
    return hk.without_apply_rng(hk.transform(_forward))


def init_params(seed, context):
    return build().init(jax.random.PRNGKey(seed), jnp.zeros((1, context)))


def forecast(params, history):
    """Serve one forecast request: history is (batch, context)."""
    model = build()
    predict = jax.jit(model.apply)
    return predict(params, history)
