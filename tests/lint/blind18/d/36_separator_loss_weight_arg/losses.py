import jax.numpy as jnp


def si_sdr(est, ref, eps=1e-8):
    alpha = jnp.sum(est * ref, -1, keepdims=True) / (jnp.sum(ref ** 2, -1, keepdims=True) + eps)
    target = alpha * ref
    noise = est - target
    return 10 * jnp.log10(jnp.sum(target ** 2, -1) / (jnp.sum(noise ** 2, -1) + eps) + eps)


def objective(est, ref, l1_weight):
    return -jnp.mean(si_sdr(est, ref)) + l1_weight * jnp.mean(jnp.abs(est - ref))
