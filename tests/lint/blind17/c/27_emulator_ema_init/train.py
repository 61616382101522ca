import jax
import jax.numpy as jnp
import optax

tx = optax.adam(3e-3)


def forward(params, forcing):
    h = jnp.tanh(forcing @ params["w1"] + params["b1"])
    return h @ params["w2"]


def init_state(key, n_in, n_hidden):
    k1, k2 = jax.random.split(key)
    params = {
        "w1": 0.3 * jax.random.normal(k1, (n_in, n_hidden)),
        "b1": jnp.zeros(n_hidden),
        "w2": 0.3 * jax.random.normal(k2, (n_hidden, 1)),
    }
    ema = jax.tree_util.tree_map(jnp.copy, params)
    return {"params": params, "opt": tx.init(params), "ema": ema, "step": jnp.zeros((), jnp.int32)}


@jax.jit
def train_step(state, forcing, temp, warmup):
    def loss_fn(p):
        return jnp.mean((forward(p, forcing) - temp) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state["params"])
    updates, opt = tx.update(grads, state["opt"])
    params = optax.apply_updates(state["params"], updates)
    rate = jnp.where(state["step"] >= warmup, 0.1, 1.0)
    ema = optax.incremental_update(params, state["ema"], rate)
    return {"params": params, "opt": opt, "ema": ema, "step": state["step"] + 1}, loss
