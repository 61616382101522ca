import jax.numpy as jnp

CLIENT_PERSONAL_LAYERS = {
    0: ("head",),
    1: ("head", "mid"),
    2: ("head",),
    3: ("head", "mid", "embed"),
}


def layer_mask(params, personal_layers):
    """1.0 for layers the client fine-tunes, 0.0 for frozen shared layers."""
    return {k: jnp.float32(k in personal_layers) for k in params}
