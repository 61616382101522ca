import jax
import jax.numpy as jnp


def user_sinr(h_k, w, k, noise_var):
    g = jnp.abs(h_k.conj() @ w) ** 2
    sig = g[k]
    return sig / (jnp.sum(g) - sig + noise_var)


def all_user_sinr(H, W, noise_var):
    per_user = jax.jit(jax.vmap(user_sinr, in_axes=(0, None, 0, None)))
    return per_user(H, W, jnp.arange(H.shape[0]), noise_var)
