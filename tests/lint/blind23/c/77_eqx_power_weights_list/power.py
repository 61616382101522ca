import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def weighted_sum_rate_grad(p, gains, weights, noise):
    w = jnp.asarray(weights)

    def wsr(p):
        sig = gains.diagonal() * p
        interf = gains @ p - sig
        return jnp.sum(w * jnp.log2(1 + sig / (interf + noise)))
    return wsr(p), jax.grad(wsr)(p)
