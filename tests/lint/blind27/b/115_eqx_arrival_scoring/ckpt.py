import equinox as eqx
import jax


def load_latest(version):
    # stands in for eqx.tree_deserialise_leaves on the newest checkpoint
    skeleton = eqx.nn.MLP(5, 1, 32, 2, activation=jax.nn.softplus, key=jax.random.PRNGKey(version))
    return skeleton
