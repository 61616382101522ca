import jax
import jax.numpy as jnp
import optax

from config import TermSchedule

tx = optax.adam(1e-3)


def u(params, x, t):
    h = jnp.tanh(jnp.stack([jnp.sin(jnp.pi * x), jnp.cos(jnp.pi * x), t]) @ params["w1"] + params["b1"])
    return h @ params["w2"]


def kdv_terms(params, x, t, x0):
    f = lambda xx, tt: u(params, xx, tt)
    u_t = jax.grad(f, 1)
    u_x = jax.grad(f, 0)
    u_xxx = jax.grad(jax.grad(u_x, 0), 0)
    res = jax.vmap(lambda a, b: u_t(a, b) + f(a, b) * u_x(a, b) + 0.0025 * u_xxx(a, b))(x, t)
    ic = jax.vmap(lambda a: f(a, 0.0) - jnp.cos(jnp.pi * a))(x0)
    per = jax.vmap(lambda b: f(-1.0, b) - f(1.0, b))(t)
    return {"ic": jnp.mean(ic ** 2), "pde": jnp.mean(res ** 2), "periodic": jnp.mean(per ** 2)}


@jax.jit
def train_step(params, opt_state, x, t, x0, weights):
    def total(p):
        terms = kdv_terms(p, x, t, x0)
        return sum(weights[k] * terms[k] for k in weights)

    loss, g = jax.value_and_grad(total)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"w1": jax.random.normal(k1, (3, 24)) * 0.5, "b1": jnp.zeros(24),
              "w2": jax.random.normal(k2, (24,)) * 0.1}
    opt_state = tx.init(params)
    sched = TermSchedule()
    x0 = jnp.linspace(-1.0, 1.0, 32)
    for epoch in range(5):
        k3, kx, kt = jax.random.split(k3, 3)
        x = jax.random.uniform(kx, (64,), minval=-1.0, maxval=1.0)
        t = jax.random.uniform(kt, (64,))
        weights = sched.active_weights(epoch)
        for _ in range(2):
            params, opt_state, loss = train_step(params, opt_state, x, t, x0, weights)
        print(epoch, sorted(weights), float(loss))


if __name__ == "__main__":
    main()
