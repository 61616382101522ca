import jax
import jax.numpy as jnp
import optax

from metrics import ErrorLogger

KAPPA = 0.2
tx = optax.adam(2e-3)


def apply_fn(params, x, t):
    h = jnp.tanh(jnp.stack([x, t], -1) @ params["w1"] + params["b1"])
    h = jnp.tanh(h @ params["w2"] + params["b2"])
    return (h @ params["w3"])[..., 0] * x * (1 - x)


def residual_loss(params, x, t):
    u = lambda a, b: apply_fn(params, a, b)
    u_t = jax.vmap(jax.grad(u, 1))(x, t)
    u_xx = jax.vmap(jax.grad(jax.grad(u, 0), 0))(x, t)
    ic = apply_fn(params, x, jnp.zeros_like(t)) - jnp.sin(jnp.pi * x)
    return jnp.mean((u_t - KAPPA * u_xx) ** 2) + jnp.mean(ic ** 2)


@jax.jit
def train_step(params, opt_state, x, t):
    loss, g = jax.value_and_grad(residual_loss)(params, x, t)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    ks = jax.random.split(jax.random.PRNGKey(0), 4)
    params = {"w1": jax.random.normal(ks[0], (2, 20)), "b1": jnp.zeros(20),
              "w2": jax.random.normal(ks[1], (20, 20)) / 4.5, "b2": jnp.zeros(20),
              "w3": jax.random.normal(ks[2], (20, 1)) / 4.5}
    opt_state = tx.init(params)
    xg, tg = jnp.meshgrid(jnp.linspace(0, 1, 21), jnp.linspace(0, 1, 11))
    x_test, t_test = xg.ravel(), tg.ravel()
    u_exact = jnp.exp(-KAPPA * jnp.pi ** 2 * t_test) * jnp.sin(jnp.pi * x_test)
    logger = ErrorLogger(apply_fn, x_test, t_test, u_exact)
    key = ks[3]
    for epoch in range(5):
        for _ in range(3):
            key, kx, kt = jax.random.split(key, 3)
            x = jax.random.uniform(kx, (64,))
            t = jax.random.uniform(kt, (64,))
            params, opt_state, loss = train_step(params, opt_state, x, t)
        logger.on_epoch_end(epoch, params)
    print(logger.log)


if __name__ == "__main__":
    main()
