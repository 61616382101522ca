import jax
import jax.numpy as jnp


@jax.jit
def skipgram_update(vectors, centers, contexts, lr):
    def lf(v):
        s = (v[centers] * v[contexts]).sum(-1)
        neg = (v[centers] * v[jnp.roll(contexts, 1)]).sum(-1)
        return -(jax.nn.log_sigmoid(s) + jax.nn.log_sigmoid(-neg)).mean()
    loss, g = jax.value_and_grad(lf)(vectors)
    return vectors - lr * g, loss
