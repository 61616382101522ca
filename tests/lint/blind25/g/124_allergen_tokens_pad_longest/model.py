import jax
import jax.numpy as jnp


@jax.jit
def allergen_step(emb, w, tokens, labels):
    def loss_fn(emb, w):
        mask = (tokens > 0).astype(jnp.float32)
        pooled = jnp.sum(emb[tokens] * mask[..., None], axis=1) / mask.sum(1, keepdims=True)
        logit = pooled @ w
        return jnp.mean(jnp.logaddexp(0.0, logit) - labels * logit)

    loss, (ge, gw) = jax.value_and_grad(loss_fn, argnums=(0, 1))(emb, w)
    return emb - 0.5 * ge, w - 0.5 * gw, loss
