from functools import partial
import numpy as np
import jax
import jax.numpy as jnp
import optax


@partial(jax.jit, static_argnames="tx")
def retention_bonus_step(params, opt_state, x, y, tx):
    def loss(p):
        return jnp.mean((x @ p - y) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, l


schedule = optax.exponential_decay(0.05, transition_steps=4, decay_rate=0.7)
TX = optax.chain(optax.clip_by_global_norm(1.0), optax.sgd(schedule, momentum=0.9))

rng = np.random.default_rng(0)
X = rng.normal(size=(300, 6)).astype(np.float32)
y = (X @ rng.normal(size=6)).astype(np.float32)
params = jnp.zeros(6)
opt_state = TX.init(params)
for epoch in range(4):
    for i in range(0, 300, 75):
        params, opt_state, l = retention_bonus_step(params, opt_state, X[i:i + 75], y[i:i + 75], tx=TX)
    print(epoch, float(l))
