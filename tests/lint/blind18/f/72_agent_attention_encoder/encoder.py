import jax
import jax.numpy as jnp


def init(key, d=6, h=16):
    kq, kk, kv = jax.random.split(key, 3)
    return {n: 0.3 * jax.random.normal(k, (d, h)) for n, k in zip("qkv", (kq, kk, kv))}


@jax.jit
def interact(params, agents, mask):
    q, k, v = (agents @ params[n] for n in "qkv")
    logits = q @ k.T / jnp.sqrt(q.shape[-1])
    logits = jnp.where(mask[None, :] > 0, logits, -1e9)
    return jax.nn.softmax(logits, axis=-1) @ v
