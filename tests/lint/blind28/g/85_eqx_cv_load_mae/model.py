
import equinox as eqx
import jax


def leaky(x):
    return jax.nn.leaky_relu(x, 0.05)


def build_model(cfg, key):
    return eqx.nn.MLP(in_size=cfg["n_in"], out_size="scalar", width_size=cfg["width"], depth=2,
                      activation=leaky, key=key)
