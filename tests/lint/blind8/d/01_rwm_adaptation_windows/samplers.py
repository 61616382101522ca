import jax
import jax.numpy as jnp


def make_rwm_kernel(logdensity_fn, n_steps):
    """Random-walk Metropolis: runs `n_steps` transitions with a given proposal scale."""

    def rwm_chain(key, position, scale):
        def one_step(carry, key):
            x, logp, n_acc = carry
            k_prop, k_acc = jax.random.split(key)
            prop = x + scale * jax.random.normal(k_prop, x.shape)
            logp_prop = logdensity_fn(prop)
            accept = jnp.log(jax.random.uniform(k_acc)) < logp_prop - logp
            x = jnp.where(accept, prop, x)
            logp = jnp.where(accept, logp_prop, logp)
            return (x, logp, n_acc + accept), x

        keys = jax.random.split(key, n_steps)
        (x, _, n_acc), trace = jax.lax.scan(one_step, (position, logdensity_fn(position), 0), keys)
        return x, n_acc / n_steps, trace

    return jax.jit(rwm_chain)
