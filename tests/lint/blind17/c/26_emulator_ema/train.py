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
    return {"params": params, "opt": tx.init(params)}


def start_ema(state):
    state = dict(state)
    state["ema"] = jax.tree_util.tree_map(jnp.copy, state["params"])
    return state


@jax.jit
def train_step(state, forcing, temp):
    def loss_fn(p):
        return jnp.mean((forward(p, forcing) - temp) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state["params"])
    updates, opt = tx.update(grads, state["opt"])
    params = optax.apply_updates(state["params"], updates)
    new_state = {"params": params, "opt": opt}
    if "ema" in state:
        new_state["ema"] = optax.incremental_update(params, state["ema"], 0.1)
    return new_state, loss
