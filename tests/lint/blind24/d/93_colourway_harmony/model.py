import haiku as hk
import jax
import jax.numpy as jnp


def _palette_harmony(swatches):
    h = jax.nn.gelu(hk.Linear(16)(swatches))
    pooled = jnp.concatenate([h.mean(0), h.max(0)])
    return hk.Linear(1)(pooled)[0]


palette_net = hk.without_apply_rng(hk.transform(_palette_harmony))
params = palette_net.init(jax.random.PRNGKey(0), jnp.zeros((3, 3)))


@jax.jit
def harmony_score(params, swatches):
    return jax.nn.sigmoid(palette_net.apply(params, swatches))
