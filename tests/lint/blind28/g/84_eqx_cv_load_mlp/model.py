import equinox as eqx
import jax
import jax.numpy as jnp


def build_model(cfg, key):
    return eqx.nn.MLP(in_size=cfg["n_in"], out_size="scalar", width_size=cfg["width"], depth=2,
                      activation=lambda x: jax.nn.leaky_relu(x, cfg["slope"]), key=key)
