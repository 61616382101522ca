import jax

from nets import CondGenerator, LATENT

G = CondGenerator()


@jax.jit
def generate(params, key, class_id):
    z = jax.random.normal(key, (8, LATENT))
    return G.apply(params, z, class_id)
