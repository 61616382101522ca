import jax
import jax.numpy as jnp

from data import circle_boundary, test_boundary


def net(params, p):
    return jnp.tanh(p @ params["w"] + params["b"]) @ params["v"]


@jax.jit
def boundary_error(params, bc):
    pts, vals = bc
    return jnp.sqrt(jnp.mean((jax.vmap(lambda p: net(params, p))(pts) - vals) ** 2))


@jax.jit
def fit_step(params, bc, interior):
    def loss(pr):
        u = lambda p: net(pr, p)
        lap = jax.vmap(lambda p: jnp.trace(jax.hessian(u)(p)))(interior)
        pts, vals = bc
        return jnp.mean(lap ** 2) + jnp.mean((jax.vmap(u)(pts) - vals) ** 2)

    g = jax.grad(loss)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.01 * b, params, g)


def main():
    k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"w": jax.random.normal(k1, (2, 32)), "b": jnp.zeros(32), "v": jax.random.normal(k2, (32,)) * 0.1}
    train_bc = circle_boundary(48)
    held_out = test_boundary(48)
    for epoch in range(3):
        k3, sub = jax.random.split(k3)
        r = jnp.sqrt(jax.random.uniform(sub, (64,)))
        phi = jax.random.uniform(jax.random.fold_in(sub, 1), (64,)) * 2 * jnp.pi
        interior = jnp.stack([r * jnp.cos(phi), r * jnp.sin(phi)], 1)
        params = fit_step(params, train_bc, interior)
        print(epoch, float(boundary_error(params, train_bc)), float(boundary_error(params, held_out)))


if __name__ == "__main__":
    main()
