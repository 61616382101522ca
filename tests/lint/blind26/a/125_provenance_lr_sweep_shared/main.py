import numpy as np
import jax
import jax.numpy as jnp
import optax

opt = optax.inject_hyperparams(optax.sgd)(learning_rate=0.1, momentum=0.9)


@jax.jit
def shared_step(w, state, x, y):
    def loss(w):
        return optax.softmax_cross_entropy_with_integer_labels(x @ w, y).mean()
    l, g = jax.value_and_grad(loss)(w)
    u, state = opt.update(g, state)
    return optax.apply_updates(w, u), state, l


def run_config(lr, x, y, steps=15):
    w = jnp.zeros((x.shape[1], 4))
    state = opt.init(w)
    state.hyperparams["learning_rate"] = jnp.float32(lr)
    for _ in range(steps):
        w, state, l = shared_step(w, state, x, y)
    return float(l)


rng = np.random.default_rng(0)
y = rng.integers(0, 4, size=120)
x = (rng.normal(size=(120, 10)) + np.eye(10)[y] * 2).astype(np.float32)
results = {lr: run_config(lr, x, y) for lr in [0.3, 0.1, 0.03, 0.01]}
print(min(results, key=results.get))
