import haiku as hk
import jax
import jax.numpy as jnp


def _mlp(x):
    return hk.nets.MLP([16, 16, 1], activation=jnp.tanh)(x)[..., 0]


def build_network():
    return hk.without_apply_rng(hk.transform(_mlp))


def make_loss(net, kappa):
    """Residual of the steady 1D heat equation -kappa u'' = 1 with u(0) = u(1) = 0."""
    def u(params, x):
        return net.apply(params, x[None])

    def pde_loss(params, x_col):
        u_xx = jax.vmap(jax.grad(jax.grad(lambda x: u(params, x))))(x_col)
        res = -kappa * u_xx - 1.0
        bc = u(params, jnp.array(0.0)) ** 2 + u(params, jnp.array(1.0)) ** 2
        return jnp.mean(res ** 2) + 10.0 * bc

    return pde_loss
