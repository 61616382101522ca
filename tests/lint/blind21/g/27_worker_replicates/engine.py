import jax
import jax.numpy as jnp


@jax.jit
def replicate_means(keys, control, treatment):
    def one(k):
        kc, kt = jax.random.split(k)
        ic = jax.random.randint(kc, control.shape, 0, control.shape[0])
        it = jax.random.randint(kt, treatment.shape, 0, treatment.shape[0])
        return jnp.mean(treatment[it]) - jnp.mean(control[ic])

    return jax.vmap(one)(keys)
