import jax
import jax.numpy as jnp


def init(key, vocab=80, dim=16, n_tags=6):
    k1, k2 = jax.random.split(key)
    return {"emb": jax.random.normal(k1, (vocab, dim)) * 0.1, "out": jax.random.normal(k2, (dim, n_tags)) * 0.1}


@jax.jit
def loss_and_grads(params, tokens, tags):
    def loss_fn(p):
        logp = jax.nn.log_softmax(jnp.tanh(p["emb"][tokens]) @ p["out"])
        return -jnp.take_along_axis(logp, tags[..., None], axis=-1).mean()

    return jax.value_and_grad(loss_fn)(params)
