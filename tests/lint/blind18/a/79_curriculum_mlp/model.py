import equinox as eqx
import jax


def leaky_relu_01(x):
    return jax.nn.leaky_relu(x, 0.1)


def build_model(config, key):
    """Rebuilt from the experiment config at every curriculum stage (input size may change later)."""
    return eqx.nn.MLP(
        in_size=config["bands"],
        out_size=config["classes"],
        width_size=config["width"],
        depth=2,
        activation=leaky_relu_01,
        key=key,
    )
