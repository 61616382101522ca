import jax
import jax.numpy as jnp
import optax

tx = optax.inject_hyperparams(optax.adamw)(learning_rate=1e-3, weight_decay=0.0)


def predict(p, x):
    return jax.nn.relu(x @ p["w1"]) @ p["w2"]


@jax.jit
def edema_step(p, opt_state, x, y):
    def loss(p):
        return jnp.mean((predict(p, x)[:, 0] - y) ** 2)

    l, g = jax.value_and_grad(loss)(p)
    u, opt_state = tx.update(g, opt_state, p)
    return optax.apply_updates(p, u), opt_state, l


def run_trial(hp, x, y, key, steps=10):
    p = {"w1": jax.random.normal(key, (x.shape[1], 16)) * 0.1, "w2": jnp.zeros((16, 1))}
    opt_state = tx.init(p)
    for name, value in hp.items():
        opt_state.hyperparams[name] = jnp.asarray(value, dtype=jnp.float32)
    for _ in range(steps):
        p, opt_state, l = edema_step(p, opt_state, x, y)
    return float(l)
