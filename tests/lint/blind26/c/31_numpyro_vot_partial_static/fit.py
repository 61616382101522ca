from functools import partial
import jax
from numpyro.infer.util import log_density


@partial(jax.jit, static_argnums=0)
def neg_log_joint_grad(model, params, vot, speaker):
    def nlj(p):
        return -log_density(model, (vot, speaker), {}, p)[0]
    return jax.value_and_grad(nlj)(params)


def map_estimate(model, params, vot, speaker, steps=40, lr=1e-3):
    for _ in range(steps):
        loss, g = neg_log_joint_grad(model, params, vot, speaker)
        params = jax.tree_util.tree_map(lambda a, b: a - lr * b, params, g)
    return params, loss
