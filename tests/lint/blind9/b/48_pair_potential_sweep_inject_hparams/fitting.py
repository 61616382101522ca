import jax
import jax.numpy as jnp
import optax


def spline_pair_energy(coeffs, r, r_cut=2.5):
    """Pair energy as a sum of cubic 'hat' basis functions on a uniform knot grid."""
    knots = jnp.linspace(0.8, r_cut, coeffs.shape[0])
    h = knots[1] - knots[0]
    t = jnp.abs(r[..., None] - knots) / h
    basis = jnp.where(t < 1, 1 - 1.5 * t ** 2 + 0.75 * t ** 3,
                      jnp.where(t < 2, 0.25 * (2 - t) ** 3, 0.0))
    return jnp.sum(basis * coeffs, -1) * (r < r_cut)


def config_energy(coeffs, pos):
    d = pos[:, None, :] - pos[None, :, :]
    n = pos.shape[0]
    r = jnp.sqrt(jnp.sum(d ** 2, -1) + jnp.eye(n))
    e = spline_pair_energy(coeffs, r)
    return 0.5 * jnp.sum(jnp.where(jnp.eye(n, dtype=bool), 0.0, e))


def force_matching_loss(coeffs, configs, ref_forces):
    forces = jax.vmap(jax.grad(config_energy, argnums=1), in_axes=(None, 0))(coeffs, configs)
    return jnp.mean((-forces - ref_forces) ** 2)


optimizer = optax.inject_hyperparams(optax.adam)(learning_rate=1e-2, b1=0.9)


@jax.jit
def fit_step(coeffs, opt_state, configs, ref_forces):
    loss, grads = jax.value_and_grad(force_matching_loss)(coeffs, configs, ref_forces)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(coeffs, updates), opt_state, loss
