import jax
import jax.numpy as jnp
import optax

from state import create_state

tx = optax.adam(1e-3)


def u(params, x, t):
    h = jnp.tanh(jnp.stack([x, t], -1) @ params["w1"] + params["b1"])
    return h @ params["w2"]


def schrodinger_like_loss(params, x, t, step):
    f = lambda a, b: u(params, a, b)
    u_t = jax.vmap(jax.grad(f, 1))(x, t)
    u_xx = jax.vmap(jax.grad(jax.grad(f, 0), 0))(x, t)
    ic = jax.vmap(f)(x, jnp.zeros_like(x)) - 1.0 / jnp.cosh(2 * x)
    causal = jnp.exp(-5.0 * t * jnp.minimum(1.0, 10.0 / (step + 1)))
    return jnp.mean(causal * (u_t - 0.5 * u_xx) ** 2) + jnp.mean(ic ** 2)


@jax.jit
def train_step(state, x, t):
    loss, g = jax.value_and_grad(schrodinger_like_loss)(state.params, x, t, state.step)
    upd, opt_state = tx.update(g, state.opt_state)
    return state.advance(optax.apply_updates(state.params, upd), opt_state), loss


def main():
    k1, k2, key = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"w1": jax.random.normal(k1, (2, 24)), "b1": jnp.zeros(24), "w2": jax.random.normal(k2, (24,)) * 0.1}
    state = create_state(params, tx)
    for i in range(6):
        key, kx, kt = jax.random.split(key, 3)
        x = jax.random.uniform(kx, (64,), minval=-2.0, maxval=2.0)
        t = jax.random.uniform(kt, (64,))
        state, loss = train_step(state, x, t)
        print(i, state.step, float(loss))


if __name__ == "__main__":
    main()
