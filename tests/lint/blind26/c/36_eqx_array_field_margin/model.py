import jax
import jax.numpy as jnp
import equinox as eqx


class SpeakerEmbedder(eqx.Module):
    enc: eqx.nn.MLP
    margin: jax.Array

    def __init__(self, n_in, margin, key):
        self.enc = eqx.nn.MLP(n_in, 16, 32, 2, key=key)
        self.margin = jnp.asarray(margin, dtype=jnp.float32)

    def triplet(self, a, p, n):
        ea, ep, en = jax.vmap(self.enc)(a), jax.vmap(self.enc)(p), jax.vmap(self.enc)(n)
        dp = ((ea - ep) ** 2).sum(-1)
        dn = ((ea - en) ** 2).sum(-1)
        return jnp.maximum(dp - dn + jax.lax.stop_gradient(self.margin), 0.0).mean()


@eqx.filter_jit
def triplet_step(model, a, p, n):
    loss, g = eqx.filter_value_and_grad(lambda m: m.triplet(a, p, n))(model)
    return eqx.apply_updates(model, jax.tree_util.tree_map(lambda d: -0.01 * d, g)), loss
