import haiku as hk
import jax
import jax.numpy as jnp

N_SPHERES = 8   # Bonner sphere set
N_BINS = 20     # lethargy bins of the unfolded spectrum


def _forward(readings):
    x = jnp.log(readings)
    x = hk.nets.MLP([64, 64, N_BINS])(x)
    return jax.nn.softmax(x)


unfold_net = hk.without_apply_rng(hk.transform(_forward))
