import jax
import jax.numpy as jnp


@jax.jit
def accumulate_shade_error(total_de, total_n, lab_ref, lab_pieces):
    # CIE76 colour difference of each cut piece against the bulk-approved reference
    de = jnp.sqrt(jnp.sum((lab_pieces - lab_ref[None]) ** 2, axis=-1))
    return total_de + de.sum(), total_n + de.shape[0]
