from functools import cached_property
import jax
import jax.numpy as jnp


def user_rate(h_k, w, k, noise_var):
    g = jnp.abs(h_k.conj() @ w) ** 2
    sig = g[k]
    return jnp.log2(1 + sig / (jnp.sum(g) - sig + noise_var))


class RateEvaluator:
    def __init__(self, noise_var):
        self.noise_var = noise_var

    @cached_property
    def _per_user(self):
        return jax.jit(jax.vmap(user_rate, in_axes=(0, None, 0, None)))

    def __call__(self, H, W):
        return self._per_user(H, W, jnp.arange(H.shape[0]), self.noise_var)
