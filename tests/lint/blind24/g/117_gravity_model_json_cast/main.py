import jax
import jax.numpy as jnp
import numpy as np
import optax

from params import load_theta

adam = optax.adam(0.02)


@jax.jit
def gravity_fit_step(theta, opt_state, pop_o, jobs_d, travel_min, observed):
    def loss(t):
        pred = pop_o[:, None] ** t["alpha"] * jobs_d[None, :] ** t["gamma"] * jnp.exp(-t["beta"] * travel_min)
        return jnp.mean((jnp.log1p(pred) - jnp.log1p(observed)) ** 2)
    g = jax.grad(loss)(theta)
    u, opt_state = adam.update(g, opt_state, theta)
    return optax.apply_updates(theta, u), opt_state


def main():
    rng = np.random.default_rng(0)
    pop = jnp.asarray(rng.uniform(1, 5, 8), jnp.float32)
    jobs = jnp.asarray(rng.uniform(1, 5, 8), jnp.float32)
    tt = jnp.asarray(rng.uniform(5, 60, (8, 8)), jnp.float32)
    observed = pop[:, None] ** 0.9 * jobs[None, :] * jnp.exp(-0.05 * tt)
    theta = load_theta()
    opt_state = adam.init(theta)
    for it in range(30):
        theta, opt_state = gravity_fit_step(theta, opt_state, pop, jobs, tt, observed)
    print({k: round(float(v), 3) for k, v in theta.items()})


if __name__ == "__main__":
    main()
