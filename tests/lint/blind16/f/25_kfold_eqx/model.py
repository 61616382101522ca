import equinox as eqx
import jax


def build_model(in_size, key):
    return eqx.nn.MLP(
        in_size=in_size,
        out_size=1,
        width_size=32,
        depth=2,
        activation=lambda x: jax.nn.leaky_relu(x, 0.1),
        key=key,
    )
