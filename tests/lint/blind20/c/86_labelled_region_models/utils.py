import equinox as eqx
import jax


def jax_tree_scale(tree, factor):
    return jax.tree_util.tree_map(lambda g: factor * g, eqx.filter(tree, eqx.is_array))
