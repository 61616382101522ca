import equinox as eqx
import jax
import jax.numpy as jnp


class GLM(eqx.Module):
    beta: jax.Array

    def __call__(self, X, inverse_link):
        return inverse_link(X @ self.beta)


@eqx.filter_jit
def irls_sweep(model, X, y, inverse_link):
    def loss(m):
        mu = m(X, inverse_link)
        return jnp.mean(mu - y * jnp.log(mu))
    g = eqx.filter_grad(loss)(model)
    return eqx.apply_updates(model, jax.tree_util.tree_map(lambda d: -0.2 * d, g))
