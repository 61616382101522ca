import jax
import jax.numpy as jnp


@jax.jit
def encode_queries(params, tokens, mask=None):
    x = params["emb"][tokens]
    att = jnp.einsum("bld,bmd->blm", x, x) / jnp.sqrt(x.shape[-1])
    if mask is not None:
        att = jnp.where(mask[:, None, :], att, -1e9)
        pool = mask[..., None].astype(x.dtype)
    else:
        pool = jnp.ones(x.shape[:2] + (1,), x.dtype)
    h = jax.nn.softmax(att, -1) @ x
    return (h * pool).sum(1) / pool.sum(1)
