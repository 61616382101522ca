import haiku as hk
import jax
import jax.numpy as jnp


def _staff_needed(traffic):
    x = jnp.log1p(traffic)
    feats = jnp.stack([x.mean(-1), x.std(-1), x[:, -7:].mean(-1)], axis=-1)
    return hk.nets.MLP([16, 1])(feats)[:, 0]


staff_model = hk.without_apply_rng(hk.transform(_staff_needed))


@jax.jit
def staff_needed(params, traffic):
    return jax.nn.softplus(staff_model.apply(params, traffic)) * 10.0
