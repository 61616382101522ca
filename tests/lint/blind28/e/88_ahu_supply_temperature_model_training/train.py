import jax
import jax.numpy as jnp
import optax


def make_optimizer(lr):
    return optax.chain(optax.clip_by_global_norm(1.0), optax.adam(lr))


TX = make_optimizer(1e-2)


def mlp(params, x):
    h = jax.nn.relu(x @ params["w1"] + params["b1"])
    return (h @ params["w2"]).squeeze(-1)


@jax.jit
def ahu_train_step(params, opt_state, x, y):
    def loss(p):
        return jnp.mean((mlp(p, x) - y) ** 2)

    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = TX.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, l
