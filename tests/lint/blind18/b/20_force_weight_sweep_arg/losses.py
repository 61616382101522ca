import jax
import jax.numpy as jnp


def morse_energy(params, pos):
    d = pos[:, None, :] - pos[None, :, :]
    r = jnp.sqrt(jnp.sum(d ** 2, -1) + jnp.eye(pos.shape[0]))
    x = jnp.exp(-params["a"] * (r - params["r0"]))
    e = params["De"] * (x ** 2 - 2 * x)
    return 0.5 * jnp.sum(e * (1 - jnp.eye(pos.shape[0])))


def energy_force_loss(params, pos, e_ref, f_ref, w_force):
    e, g = jax.vmap(jax.value_and_grad(morse_energy, argnums=1), (None, 0))(params, pos)
    return jnp.mean((e - e_ref) ** 2) + w_force * jnp.mean((-g - f_ref) ** 2)


_loss_and_grad = jax.jit(jax.value_and_grad(energy_force_loss))


def loss_and_grad(params, batch, w_force):
    return _loss_and_grad(params, *batch, jnp.float32(w_force))
