import jax
import jax.numpy as jnp

from loader import district_batches, SCHOOLS


@jax.jit
def calibrate_with_school(params, batch):
    def nll(p):
        z = p["school"][batch.school_idx] - p["beta"][batch.item_ids]
        return jnp.mean(jnp.logaddexp(0.0, z) - batch.correct * z)
    g = jax.grad(nll)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 2.0 * b, params, g)


params = {"beta": jnp.zeros(30, jnp.float32), "school": jnp.zeros(len(SCHOOLS), jnp.float32)}
for epoch in range(2):
    for batch in district_batches():
        params = calibrate_with_school(params, batch)
    print(epoch, jnp.round(params["school"], 2).tolist())
