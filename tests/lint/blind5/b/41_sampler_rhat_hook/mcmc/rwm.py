import jax
import jax.numpy as jnp


def _rwm_kernel(log_prob, scale):
    def kernel(state, key):
        x, lp = state
        k1, k2 = jax.random.split(key)
        prop = x + scale * jax.random.normal(k1, x.shape)
        lp_prop = jax.vmap(log_prob)(prop)
        accept = jnp.log(jax.random.uniform(k2, lp.shape)) < lp_prop - lp
        x = jnp.where(accept[:, None], prop, x)
        lp = jnp.where(accept, lp_prop, lp)
        return (x, lp), x

    return kernel


def run_chains(key, log_prob, x0, n_blocks, block_len, scale=0.5, on_block_end=None):
    kernel = _rwm_kernel(log_prob, scale)

    @jax.jit
    def run_block(state, key):
        keys = jax.random.split(key, block_len)
        return jax.lax.scan(kernel, state, keys)

    state = (x0, jax.vmap(log_prob)(x0))
    draws = []
    for b in range(n_blocks):
        key, sub = jax.random.split(key)
        state, block = run_block(state, sub)
        draws.append(block)
        if on_block_end is not None:
            on_block_end(b, block)
    return jnp.concatenate(draws, axis=0)
