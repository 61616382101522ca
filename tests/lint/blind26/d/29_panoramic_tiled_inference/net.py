import haiku as hk
import jax


def bone_loss_net(x):
    x = x[None, ..., None]
    x = hk.Conv2D(8, 3)(x)
    x = jax.nn.relu(x)
    x = hk.Conv2D(1, 3)(x)
    return x[0, ..., 0]


model = hk.without_apply_rng(hk.transform(bone_loss_net))
