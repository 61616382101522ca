import numpy as np
import jax
import jax.numpy as jnp
import optax

rng = np.random.default_rng(5)
a = rng.normal(size=(64, 16)).astype(np.float32)
same = (rng.uniform(size=64) > 0.5).astype(np.float32)
b = np.where(same[:, None] > 0, a + 0.1 * rng.normal(size=a.shape), rng.normal(size=a.shape)).astype(np.float32)

opt = optax.inject_hyperparams(optax.adam)(learning_rate=1e-2)


@jax.jit
def die_step(w, state, a, b, same):
    def loss(w):
        d = jnp.sum(((a - b) @ w) ** 2, -1)
        return jnp.mean(same * d + (1 - same) * jax.nn.relu(1.0 - d))
    l, g = jax.value_and_grad(loss)(w)
    upd, state = opt.update(g, state)
    return optax.apply_updates(w, upd), state, l


w = jnp.eye(16, 8)
state = opt.init(w)
for stage, lr in enumerate([1e-2, 3e-3, 1e-3]):
    state.hyperparams["learning_rate"] = jnp.asarray(lr, dtype=jnp.float32)
    for _ in range(10):
        w, state, loss = die_step(w, state, a, b, same)
    print("stage", stage, float(loss))
