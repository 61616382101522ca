import haiku as hk
import jax
import jax.numpy as jnp


def _forward(x):
    # coarse RCM fields (T2m, precip, elevation diff, slope) -> fine-scale SMB
    return hk.Sequential([hk.Linear(32), jax.nn.gelu, hk.Linear(32), jax.nn.gelu, hk.Linear(1)])(x)[:, 0]


forward = hk.without_apply_rng(hk.transform(_forward))


@jax.jit
def sgd_step(params, x, y, lr):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((forward.apply(p, x) - y) ** 2))(params)
    return jax.tree.map(lambda p, gi: p - lr * gi, params, g), loss
