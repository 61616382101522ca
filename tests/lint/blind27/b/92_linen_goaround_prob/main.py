from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
from model import GoAroundNet


@partial(jax.jit, static_argnums=(0,))
def goaround_prob(module, params, x):
    return jax.nn.sigmoid(module.apply(params, x))


def build_model(cfg):
    return GoAroundNet(hidden=cfg["hidden"])


CFG = {"hidden": 24}
rng = np.random.default_rng(92)
params = build_model(CFG).init(jax.random.PRNGKey(0), jnp.zeros((1, 5)))
for approach_batch in range(6):
    x = rng.normal(size=(32, 5)).astype(np.float32)
    p = goaround_prob(build_model(CFG), params, x)
    print(approach_batch, f"mean p(go-around) {float(p.mean()):.3f}")
