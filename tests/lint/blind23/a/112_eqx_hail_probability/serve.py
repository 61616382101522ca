import equinox as eqx
import jax


@eqx.filter_jit
def hail_probability(model, x, key):
    keys = jax.random.split(key, x.shape[0])
    return jax.vmap(model)(x, keys)


def load_for_inference(model):
    return eqx.nn.inference_mode(model, True)
