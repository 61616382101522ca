import jax
import jax.numpy as jnp


def init(key):
    k1, k2 = jax.random.split(key)
    return {"W1": jax.random.normal(k1, (10, 32)) * 0.2, "W2": jax.random.normal(k2, (32,)) * 0.2}


@jax.jit
def promo_logits(params, x):
    h = jax.nn.gelu(x @ params["W1"].astype(x.dtype))
    return (h @ params["W2"].astype(x.dtype)).astype(jnp.float32)


@jax.jit
def promo_grads(params, x, y):
    def loss(p):
        h = jax.nn.gelu(x @ p["W1"].astype(x.dtype))
        z = (h @ p["W2"].astype(x.dtype)).astype(jnp.float32)
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z)
    return jax.value_and_grad(loss)(params)
