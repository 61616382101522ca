import equinox as eqx
import jax
import jax.numpy as jnp


class Kuramoto(eqx.Module):
    omega: jax.Array
    coupling: jax.Array
    dt: float = 0.05

    def velocity(self, theta):
        diff = jnp.sin(theta[None, :] - theta[:, None])
        return self.omega + self.coupling * jnp.mean(diff, axis=1)


@eqx.filter_jit
def integrate(model, theta, n_steps=40):
    def body(_, th):
        k1 = model.velocity(th)
        k2 = model.velocity(th + 0.5 * model.dt * k1)
        return th + model.dt * k2
    return jax.lax.fori_loop(0, n_steps, body, theta)


def order_parameter(theta):
    return jnp.abs(jnp.mean(jnp.exp(1j * theta)))
