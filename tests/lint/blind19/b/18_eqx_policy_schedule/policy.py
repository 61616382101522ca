import equinox as eqx
import jax
import jax.numpy as jnp


class AllocationPolicy(eqx.Module):
    mlp: eqx.nn.MLP
    risk_aversion: float = eqx.field(static=True)

    def __init__(self, n_features, n_assets, risk_aversion, key):
        self.mlp = eqx.nn.MLP(n_features, n_assets, width_size=16, depth=1, key=key)
        self.risk_aversion = risk_aversion

    def __call__(self, x):
        return jax.nn.softmax(self.mlp(x))


def utility(policy, feats, fwd_rets):
    w = jax.vmap(policy)(feats)
    port = (w * fwd_rets).sum(-1)
    return -(port.mean() - 0.5 * policy.risk_aversion * port.var())
