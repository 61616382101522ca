import haiku as hk
import jax
import jax.numpy as jnp

def _clause_net(x):
    return hk.nets.MLP([64, 32])(x)

class ClauseEmbedder:
    def __init__(self, seed=0, d_in=40):
        self.net = hk.without_apply_rng(hk.transform(_clause_net))
        self.params = self.net.init(jax.random.PRNGKey(seed), jnp.zeros((1, d_in)))

    @property
    def embed(self):
        def embed_clauses(params, x):
            z = self.net.apply(params, x)
            return z / jnp.linalg.norm(z, axis=-1, keepdims=True)
        return jax.jit(embed_clauses)

    def __call__(self, x):
        return self.embed(self.params, x)
