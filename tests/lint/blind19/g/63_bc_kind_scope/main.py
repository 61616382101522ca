from functools import partial

import jax
import jax.numpy as jnp
import optax

from bcs import boundary_penalty

tx = optax.adam(2e-3)


def u(params, x):
    return jnp.tanh(x * params["w"] + params["b"]) @ params["v"]


@partial(jax.jit, static_argnames=("kind", "tag"))
def bc_step(params, opt_state, pts, values, x_in, kind, tag):
    def loss(p):
        f = lambda s: u(p, s)
        with jax.named_scope(tag):
            r = jax.vmap(jax.grad(jax.grad(f)))(x_in) + jnp.pi ** 2 * jnp.sin(jnp.pi * x_in)
            return jnp.mean(r ** 2) + boundary_penalty(f, pts, values, kind)

    val, g = jax.value_and_grad(loss)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, val


def main():
    k1, k2, key = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"w": jax.random.normal(k1, (16,)), "b": jnp.zeros(16), "v": jax.random.normal(k2, (16,)) * 0.1}
    opt_state = tx.init(params)
    left, right = jnp.array([0.0]), jnp.array([1.0])
    for epoch in range(3):
        key, sub = jax.random.split(key)
        x_in = jax.random.uniform(sub, (48,))
        params, opt_state, v1 = bc_step(params, opt_state, left, jnp.zeros(1), x_in,
                                        kind="dirichlet", tag=f"epoch{epoch}/left")
        params, opt_state, v2 = bc_step(params, opt_state, right, -jnp.pi * jnp.ones(1), x_in,
                                        kind="neumann", tag=f"epoch{epoch}/right")
        print(epoch, float(v1), float(v2))


if __name__ == "__main__":
    main()
