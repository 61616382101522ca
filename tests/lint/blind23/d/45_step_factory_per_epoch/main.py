import jax.numpy as jnp
import numpy as np
import optax

from steps import make_step

N_GRADERS, N_ESSAYS = 30, 30
rng = np.random.default_rng(0)
quality = rng.normal(7, 1.5, N_ESSAYS)
bias = rng.normal(0, 1, N_GRADERS)
graders = np.repeat(np.arange(N_GRADERS), 4).astype(np.int32)
essays = rng.integers(0, N_ESSAYS, graders.size).astype(np.int32)
given = (quality[essays] + bias[graders] + rng.normal(0, 0.5, graders.size)).astype(np.float32)

tx = optax.adam(0.1)
params = {"quality": jnp.full(N_ESSAYS, 7.0, jnp.float32), "bias": jnp.zeros(N_GRADERS)}
opt_state = tx.init(params)
for epoch in range(5):
    step = make_step(tx, l2=0.01)
    for _ in range(20):
        params, opt_state, loss = step(params, opt_state, graders, essays, given)
    print(epoch, float(loss))
print("quality corr", np.corrcoef(np.asarray(params["quality"]), quality)[0, 1])
