import equinox as eqx
import jax
import jax.numpy as jnp


class SeismicityRateNet(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(4, 1, 16, 2, key=key)

    def __call__(self, x):
        return jax.nn.softplus(self.mlp(x)[0])


@eqx.filter_jit
def rate_step(model, x, counts, step, warmup=5):
    lr = 0.02 * jnp.minimum(1.0, (step + 1) / warmup)
    def nll(m):
        rate = jax.vmap(m)(x)
        return jnp.mean(rate - counts * jnp.log(rate + 1e-6))
    l, g = eqx.filter_value_and_grad(nll)(model)
    return eqx.apply_updates(model, jax.tree_util.tree_map(lambda d: -lr * d, g)), l, step + 1
