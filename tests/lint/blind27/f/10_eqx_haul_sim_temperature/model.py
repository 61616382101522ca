import equinox as eqx
import jax
import jax.numpy as jnp


class DispatchPolicy(eqx.Module):
    mlp: eqx.nn.MLP
    temperature: float

    def __init__(self, n_feat, n_shovels, key, temperature=1.0):
        self.mlp = eqx.nn.MLP(n_feat, n_shovels, 32, 2, key=key)
        self.temperature = temperature

    def __call__(self, feats):
        return jax.nn.log_softmax(jax.vmap(self.mlp)(feats) / self.temperature)


def anneal(policy, factor):
    return eqx.tree_at(lambda p: p.temperature, policy, policy.temperature * factor)
