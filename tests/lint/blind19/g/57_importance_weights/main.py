import jax
import jax.numpy as jnp
import numpy as np
import optax

from sampling import ImportanceSampler

EPS = 0.05
tx = optax.adam(2e-3)


def net(params, x):
    h = jnp.tanh(x[:, None] @ params["w"] + params["b"])
    return (h @ params["v"]) * (1 - x ** 2)


def layer_residual(params, x):
    u = lambda s: net(params, s[None])[0]
    uxx = jax.vmap(jax.grad(jax.grad(u)))(x)
    ux = jax.vmap(jax.grad(u))(x)
    return -EPS * uxx + x * ux - 1.0


@jax.jit
def weighted_loss(params, x, weights=None):
    r = layer_residual(params, x)
    if weights is None:
        return jnp.mean(r ** 2)
    return jnp.mean(weights * r ** 2)


@jax.jit
def step(params, opt_state, x, w):
    val, g = jax.value_and_grad(lambda p: jnp.mean(w * layer_residual(p, x) ** 2))(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, val


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w": jax.random.normal(k1, (1, 24)), "b": jnp.zeros(24), "v": jax.random.normal(k2, (24,)) * 0.1}
    opt_state = tx.init(params)
    sampler = ImportanceSampler(96)
    x_grid = np.linspace(-1.0, 1.0, 96, dtype=np.float32)
    for epoch in range(4):
        x, w = sampler.draw()
        print(epoch, "weighted", float(weighted_loss(params, x, weights=w)))
        params, opt_state, _ = step(params, opt_state, x, w)
        print(epoch, "grid", float(weighted_loss(params, x_grid)))


if __name__ == "__main__":
    main()
