import jax
import jax.numpy as jnp
import numpy as np
import optax

N_GRID = 64
N_SENSORS = 8
tx = optax.adam(3e-3)
GRID = jnp.linspace(0.0, 1.0, N_GRID)
U_TRUE = jnp.sin(2 * jnp.pi * GRID) * jnp.exp(-GRID)


def net(params, x):
    return jnp.tanh(x[:, None] * params["w"] + params["b"]) @ params["v"]


@jax.jit
def inverse_step(params, opt_state, idx):

    def loss(p):
        f = lambda s: net(p, s[None])[0]
        u_grid = net(p, GRID)
        ux = jax.vmap(jax.grad(f))(GRID)
        uxx = jax.vmap(jax.grad(jax.grad(f)))(GRID)
        r = uxx + 2 * ux + p["k"] * u_grid
        return jnp.mean((u_grid[idx] - U_TRUE[idx]) ** 2) + 0.01 * jnp.mean(r ** 2)

    val, g = jax.value_and_grad(loss)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, val


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w": jax.random.normal(k1, (16,)) * 3, "b": jnp.zeros(16),
              "v": jax.random.normal(k2, (16,)) * 0.1, "k": jnp.float32(1.0)}
    opt_state = tx.init(params)
    rng = np.random.default_rng(0)
    for it in range(5):
        subset = np.sort(rng.choice(N_GRID, N_SENSORS, replace=False))
        params, opt_state, val = inverse_step(params, opt_state, jnp.asarray(subset, dtype=jnp.int32))
        print(it, float(val), float(params["k"]))


if __name__ == "__main__":
    main()
