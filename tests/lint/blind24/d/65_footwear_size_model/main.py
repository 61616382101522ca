import jax.numpy as jnp
import numpy as np
import optax

from steps import last_fit_step

rng = np.random.default_rng(65)
# foot scan: length, ball girth, instep girth, heel width (mm, standardised) -> Mondopoint size
foot = rng.normal(size=(120, 4)).astype(np.float32)
size = (265 + 12 * foot[:, 0] + 3 * foot[:, 1]).astype(np.float32)

params = {"w": jnp.zeros(4), "b": jnp.float32(250.0)}
opt_state = None
for epoch in range(4):
    tx = optax.adam(0.5 * 0.7 ** epoch)
    if opt_state is None:
        opt_state = tx.init(params)
    for i in range(0, 120, 30):
        params, opt_state, loss = last_fit_step(params, opt_state, (foot[i:i + 30], size[i:i + 30]), tx)
    print(epoch, float(loss))
