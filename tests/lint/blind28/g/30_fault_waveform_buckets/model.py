import jax
import jax.numpy as jnp


@jax.jit
def masked_conv_score(w, X, M):
    # 1-D temporal filter over voltage/current channels, masked mean pooling
    conv = jax.vmap(lambda xi: jax.vmap(lambda c: jnp.convolve(xi[:, c], w[c], mode="same"), out_axes=1)(jnp.arange(4)))(X)
    pooled = jnp.sum(conv.sum(-1) * M, 1) / jnp.sum(M, 1)
    return jax.nn.sigmoid(pooled)
