import jax
import jax.numpy as jnp
import optax

from params import PRIOR, initial_guess

DT = 0.02
N_STEPS = 200
optimizer = optax.adam(1e-2)


def lv_rhs(theta, z):
    x, y = z
    return jnp.stack([theta["alpha"] * x - theta["beta"] * x * y,
                      theta["delta"] * x * y - theta["gamma"] * y])


def simulate(theta, z0):
    def body(z, _):
        k1 = lv_rhs(theta, z)
        k2 = lv_rhs(theta, z + 0.5 * DT * k1)
        k3 = lv_rhs(theta, z + 0.5 * DT * k2)
        k4 = lv_rhs(theta, z + DT * k3)
        z = z + DT / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
        return z, z

    _, zs = jax.lax.scan(body, z0, None, length=N_STEPS)
    return zs


@jax.jit
def gradient_step(theta, opt_state, z0, observed):
    def loss(th):
        return jnp.mean((simulate(th, z0) - observed) ** 2)

    val, g = jax.value_and_grad(loss)(theta)
    updates, opt_state = optimizer.update(g, opt_state)
    return optax.apply_updates(theta, updates), opt_state, val


def main():
    z0 = jnp.array([2.0, 1.0])
    true_theta = {k: jnp.float32(v) for k, v in PRIOR.items()}
    observed = simulate(true_theta, z0)
    theta = initial_guess()
    opt_state = optimizer.init(theta)
    for it in range(6):
        theta, opt_state, val = gradient_step(theta, opt_state, z0, observed)
        print(it, float(val))
    print({k: round(float(v), 3) for k, v in theta.items()})


if __name__ == "__main__":
    main()
