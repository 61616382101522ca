import jax
import jax.numpy as jnp
import optax

optimizer = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(5e-3))


def init_params(key, d=24):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (d, 16)) * 0.2, "w2": jax.random.normal(k2, (16, 3)) * 0.2}


def logits(p, x):
    return jax.nn.relu(x @ p["w1"]) @ p["w2"]


@jax.jit
def perio_train_step(params, opt_state, x, y):
    def loss(p):
        return optax.softmax_cross_entropy_with_integer_labels(logits(p, x), y).mean()

    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = optimizer.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, l


def fit_fold(key, x, y, epochs=6):
    params = init_params(key)
    opt_state = optimizer.init(params)
    for _ in range(epochs):
        params, opt_state, l = perio_train_step(params, opt_state, x, y)
    return params, l
