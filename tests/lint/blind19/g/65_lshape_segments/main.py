import jax
import jax.numpy as jnp
import optax

from geometry import boundary_points

tx = optax.adam(2e-3)

# boundary segments enforced at each stage, re-entrant corner last
CURRICULUM = [[0, 5], [0, 1, 4, 5], [0, 1, 2, 3, 4, 5]]


def net(params, p):
    h = jnp.tanh(p @ params["w1"] + params["b1"])
    return h @ params["w2"]


@jax.jit
def train_step(params, opt_state, interior, bpts):
    def loss(pr):
        u = lambda p: net(pr, p)
        lap = jax.vmap(lambda p: jnp.trace(jax.hessian(u)(p)))(interior)
        return jnp.mean((lap + 1.0) ** 2) + 10.0 * jnp.mean(jax.vmap(u)(bpts) ** 2)

    val, g = jax.value_and_grad(loss)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, val


def sample_lshape(key, n):
    pts = jax.random.uniform(key, (2 * n, 2))
    inside = ~((pts[:, 0] > 0.5) & (pts[:, 1] > 0.5))
    order = jnp.argsort(~inside)
    return pts[order[:n]]


def main():
    k1, k2, key = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"w1": jax.random.normal(k1, (2, 24)), "b1": jnp.zeros(24), "w2": jax.random.normal(k2, (24,)) * 0.1}
    opt_state = tx.init(params)
    for stage, active in enumerate(CURRICULUM):
        bpts = boundary_points(active)
        for _ in range(2):
            key, sub = jax.random.split(key)
            params, opt_state, val = train_step(params, opt_state, sample_lshape(sub, 64), bpts)
        print(stage, len(bpts), float(val))


if __name__ == "__main__":
    main()
