import jax
import jax.numpy as jnp


def init_params(key, d_in=4, d=16):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "W": 0.3 * jax.random.normal(k1, (d, d)) / jnp.sqrt(d),
        "U": jax.random.normal(k2, (d_in, d)) / jnp.sqrt(d_in),
        "head": jax.random.normal(k3, (d,)) / jnp.sqrt(d),
    }


def equilibrium(params, x, n_iter=20):
    inj = x @ params["U"]
    return jax.lax.fori_loop(0, n_iter, lambda _, z: jnp.tanh(z @ params["W"] + inj), jnp.zeros_like(inj))


def loss_fn(params, x, y):
    z = equilibrium(params, x)
    return jnp.mean((z @ params["head"] - y) ** 2)


@jax.jit
def train_step(state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(state.params, x, y)
    return state.apply_gradients(grads), loss
