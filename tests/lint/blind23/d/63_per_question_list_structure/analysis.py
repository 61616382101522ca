import jax
import jax.numpy as jnp


@jax.jit
def distractor_analysis(choices, key):
    out = []
    for q, col in enumerate(choices):
        counts = jnp.bincount(col, length=4)
        correct = col == key[q]
        total = sum((c == key[i]).astype(jnp.float32) for i, c in enumerate(choices))
        upper = total >= jnp.median(total)
        disc = (jnp.sum(correct * upper) / jnp.maximum(upper.sum(), 1)
                - jnp.sum(correct * ~upper) / jnp.maximum((~upper).sum(), 1))
        out.append(jnp.concatenate([counts / col.shape[0], disc[None]]))
    return jnp.stack(out)
