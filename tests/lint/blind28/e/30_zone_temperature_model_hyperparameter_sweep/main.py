import numpy as np
import jax
import jax.numpy as jnp
import optax

LEARNING_RATES = [3e-3, 1e-2, 3e-2]
STEPS = 30
HIDDEN = 16

rng = np.random.default_rng(0)
x = jnp.asarray(rng.normal(size=(256, 4)), jnp.float32)
y = x @ jnp.array([[0.9], [0.1], [0.2], [-0.4]])

tx = optax.inject_hyperparams(optax.adam)(learning_rate=LEARNING_RATES[0])


def predict(params, x):
    return jnp.tanh(x @ params["w1"] + params["b1"]) @ params["w2"]


@jax.jit
def adam_step(params, opt_state, x, y):
    def loss(p):
        return jnp.mean((predict(p, x) - y) ** 2)

    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, l


key = jax.random.PRNGKey(0)
init = {"w1": jax.random.normal(key, (4, HIDDEN)) * 0.3, "b1": jnp.zeros(HIDDEN), "w2": jnp.zeros((HIDDEN, 1))}
for lr in LEARNING_RATES:
    params = init
    opt_state = tx.init(params)
    opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, jnp.float32)
    for _ in range(STEPS):
        params, opt_state, l = adam_step(params, opt_state, x, y)
    print(lr, float(l))
