import jax
import jax.numpy as jnp
import optax


def poisson_loss(params, interior, boundary):
    def u(p, x):
        h = jnp.tanh(x @ p["w1"] + p["b1"])
        return (h @ p["w2"])[0]

    def lap(x):
        return jnp.trace(jax.hessian(lambda z: u(params, z))(x))

    f = 2.0 * jnp.pi ** 2 * jnp.sin(jnp.pi * interior[:, 0]) * jnp.sin(jnp.pi * interior[:, 1])
    r = jax.vmap(lap)(interior) + f
    ub = jax.vmap(lambda x: u(params, x))(boundary)
    return jnp.mean(r ** 2) + 10.0 * jnp.mean(ub ** 2)


def make_update(tx):
    @jax.jit
    def update(params, opt_state, interior, boundary):
        loss, grads = jax.value_and_grad(poisson_loss)(params, interior, boundary)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return update
