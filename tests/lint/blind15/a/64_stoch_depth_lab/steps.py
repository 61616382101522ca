import jax
import equinox as eqx


@eqx.filter_jit
def forward(model, images, key):
    keys = jax.random.split(key, images.shape[0])
    return jax.vmap(model)(images, keys)
