import jax
import jax.numpy as jnp
import equinox as eqx


def build_scene_probe(key, slope=0.1, in_dim=24):
    return eqx.nn.MLP(in_dim, 3, 16, 2, activation=lambda x: jax.nn.leaky_relu(x, slope), key=key)


@eqx.filter_jit
def scene_probe_logits(probe, feats):
    return jax.vmap(probe)(feats)
