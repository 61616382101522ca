import jax
import jax.numpy as jnp

@jax.jit
def merge_exhibits(main_vec, *exhibit_vecs):
    if not exhibit_vecs:
        return main_vec
    ex = jnp.stack(exhibit_vecs).mean(0)
    return 0.7 * main_vec + 0.3 * ex
