import jax
import jax.numpy as jnp


def k_assembly(enrichment, burnup):
    # fitted reactivity of a storage cell vs enrichment (wt%) and burnup (GWd/t)
    return 0.72 + 0.065 * enrichment - 0.0061 * burnup + 2.1e-5 * burnup ** 2


loading_curve = jax.jit(jax.vmap(jax.grad(k_assembly, argnums=1), in_axes=(0, 0)))
