import equinox as eqx
import jax
import jax.numpy as jnp


def load_latest(version):
    # stands in for eqx.tree_deserialise_leaves on the newest checkpoint
    skeleton = eqx.nn.MLP(5, 1, 32, 2, activation=lambda z: jnp.log1p(jnp.exp(z)) - 0.5,
                          key=jax.random.PRNGKey(version))
    return skeleton
