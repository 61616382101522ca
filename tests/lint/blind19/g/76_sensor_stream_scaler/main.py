import jax
import jax.numpy as jnp
import optax

from data import sensor_stream

tx = optax.adam(3e-3)


def net(params, x, t):
    h = jnp.tanh(jnp.stack([x, t], -1) @ params["w1"] + params["b1"])
    return h @ params["w2"]


@jax.jit
def assimilate(params, opt_state, x, t, u):
    def loss(p):
        f = lambda a, b: net(p, a, b)
        r = jax.vmap(jax.grad(f, 1))(x, t) - 0.1 * jax.vmap(jax.grad(jax.grad(f, 0), 0))(x, t)
        return jnp.mean((net(p, x, t) - u) ** 2) + jnp.mean(r ** 2)

    val, g = jax.value_and_grad(loss)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, val


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (2, 24)), "b1": jnp.zeros(24), "w2": jax.random.normal(k2, (24,)) * 0.1}
    opt_state = tx.init(params)
    for epoch in range(4):
        for x, t, u in sensor_stream(3, 32, seed=epoch):
            params, opt_state, val = assimilate(params, opt_state, x, t, u)
        print(epoch, float(val))


if __name__ == "__main__":
    main()
