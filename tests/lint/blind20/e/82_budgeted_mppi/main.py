from functools import partial

import jax
import jax.numpy as jnp

from budget import MAX_SAMPLES, TICK_BUDGETS_US, samples_for_budget

H = 12
DT = 0.05


def cost(x0, u_seq):
    def f(x, u):
        x = x + DT * jnp.array([x[1], u - 0.2 * x[1]])
        return x, x[0] ** 2 + 0.05 * u ** 2
    return jnp.sum(jax.lax.scan(f, x0, u_seq)[1])


@partial(jax.jit, static_argnames=("max_samples",))
def sample_plan(key, x0, u_nom, n_active, max_samples):
    noise = 0.5 * jax.random.normal(key, (max_samples, H))
    c = jax.vmap(cost, in_axes=(None, 0))(x0, u_nom + noise)
    c = jnp.where(jnp.arange(max_samples) < n_active, c, jnp.inf)
    w = jax.nn.softmax(-c / 0.3)
    return u_nom + w @ noise


def main():
    key = jax.random.PRNGKey(0)
    x = jnp.array([1.0, 0.0])
    u_nom = jnp.zeros(H)
    for budget in TICK_BUDGETS_US:
        key, sub = jax.random.split(key)
        u_nom = sample_plan(sub, x, u_nom, samples_for_budget(budget), max_samples=MAX_SAMPLES)
        x = x + DT * jnp.array([x[1], u_nom[0] - 0.2 * x[1]])
    print(x)


if __name__ == "__main__":
    main()
