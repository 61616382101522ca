import jax
import jax.numpy as jnp
import numpy as np
from state import TrainState, init_state

rng = np.random.default_rng(0)
X = jnp.asarray(rng.normal(size=(200, 12)).astype(np.float32))
y = jnp.asarray((rng.random(200) < 0.4).astype(np.float32))

@jax.jit
def force_majeure_step(state):
    def loss(p):
        z = X @ p["w"] + p["b"]
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z)
    l, g = jax.value_and_grad(loss)(state.params)
    lr = 1e-2 * jnp.minimum(1.0, (state.step + 1) / 10.0)
    params = jax.tree_util.tree_map(lambda p, g: p - lr * g, state.params, g)
    return TrainState(params, state.step + 1), l

state = init_state(12)
for it in range(6):
    state, l = force_majeure_step(state)
print(float(l), int(state.step))
