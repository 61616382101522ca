import equinox as eqx
import jax


def build_model(config, key):
    """Rebuilt from the experiment config at every curriculum stage (input size may change later)."""
    return eqx.nn.MLP(
        in_size=config["bands"],
        out_size=config["classes"],
        width_size=config["width"],
        depth=2,
        activation=lambda x: jax.nn.leaky_relu(x, config["negative_slope"]),
        key=key,
    )
