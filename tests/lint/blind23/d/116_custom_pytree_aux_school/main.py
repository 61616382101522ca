import jax
import jax.numpy as jnp

from loader import district_batches


@jax.jit
def item_difficulty_step(beta, batch):
    def nll(b):
        z = -b[batch.item_ids]
        return jnp.mean(jnp.logaddexp(0.0, z) - batch.correct * z)
    return beta - 2.0 * jax.grad(nll)(beta)


beta = jnp.zeros(30, jnp.float32)
for epoch in range(2):
    for batch in district_batches():
        beta = item_difficulty_step(beta, batch)
    print(epoch, jnp.round(beta[:6], 2).tolist())
