import jax
import jax.numpy as jnp
import equinox as eqx


def build_probe(key, in_dim=24):
    return eqx.nn.MLP(in_dim, 2, 16, 2, activation=jax.nn.gelu, key=key)


@eqx.filter_jit
def probe_logits(probe, feats):
    return jax.vmap(probe)(feats)
