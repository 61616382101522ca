from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

PHASES = [("general_prep", 1e-2), ("specific_prep", 1e-2), ("competition", 3e-3), ("taper", 3e-3)]
TX = optax.inject_hyperparams(optax.adam)(learning_rate=1e-2)


@partial(jax.jit, static_argnums=0)
def periodised_step(tx, params, opt_state, x, y):
    def loss(p):
        return jnp.mean((x @ p["w"] + p["b"] - y) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, l


rng = np.random.default_rng(35)
X = rng.normal(size=(128, 6)).astype(np.float32)
y = (X @ rng.normal(size=6) + rng.normal(0, 0.2, 128)).astype(np.float32)
params = {"w": jnp.zeros(6), "b": jnp.zeros(())}
opt_state = TX.init(params)
for phase, lr in PHASES:
    opt_state.hyperparams["learning_rate"] = jnp.full_like(opt_state.hyperparams["learning_rate"], lr)
    for it in range(25):
        params, opt_state, l = periodised_step(TX, params, opt_state, X, y)
    print(phase, round(float(l), 4))
