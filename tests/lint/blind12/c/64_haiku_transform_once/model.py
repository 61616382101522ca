import haiku as hk
import jax
import jax.numpy as jnp


def build_forward(hidden=(16,)):
    def forward(x):
        return hk.nets.MLP(list(hidden) + [1])(x)[:, 0]

    return hk.without_apply_rng(hk.transform(forward))


def make_update(net, lr=0.05):
    def update(params, x, y):
        def mse(p):
            return jnp.mean((net.apply(p, x) - y) ** 2)

        loss, g = jax.value_and_grad(mse)(params)
        return jax.tree_util.tree_map(lambda p, d: p - lr * d, params, g), loss

    return jax.jit(update)
