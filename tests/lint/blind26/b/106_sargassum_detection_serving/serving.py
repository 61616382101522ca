import equinox as eqx
import jax

from model import SargassumDetector, score_patches


class Endpoint:
    def __init__(self, weights_leaves):
        self.weights_leaves = weights_leaves

    def load_model(self):
        skeleton = SargassumDetector(jax.random.PRNGKey(0))
        params, static = eqx.partition(skeleton, eqx.is_array)
        treedef = jax.tree_util.tree_structure(params)
        return eqx.combine(jax.tree_util.tree_unflatten(treedef, self.weights_leaves), static)

    def handle(self, patches):
        model = self.load_model()
        return score_patches(model, patches)
