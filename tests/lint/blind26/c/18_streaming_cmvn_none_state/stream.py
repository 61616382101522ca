import jax
import jax.numpy as jnp


@jax.jit
def cmvn_chunk(chunk, stats):
    """Online cepstral mean/variance normalisation over a stream of chunks."""
    n = chunk.shape[0]
    s1 = chunk.sum(0)
    s2 = (chunk ** 2).sum(0)
    if stats is None:
        count, tot1, tot2 = jnp.float32(n), s1, s2
    else:
        count, tot1, tot2 = stats[0] + n, stats[1] + s1, stats[2] + s2
    mean = tot1 / count
    var = tot2 / count - mean ** 2
    return (chunk - mean) / jnp.sqrt(var + 1e-5), (count, tot1, tot2)
