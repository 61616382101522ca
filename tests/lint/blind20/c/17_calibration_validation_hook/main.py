import jax
import jax.numpy as jnp
import numpy as np

from callbacks import ValidationHook

N_DAYS = 40


def expected_cases(params):
    log_i0, log_r = params
    t = jnp.arange(N_DAYS, dtype=jnp.float32)
    return jnp.exp(log_i0 + jnp.exp(log_r) * t)


@jax.jit
def nll(params, counts):
    mu = expected_cases(params)
    return jnp.sum(mu - counts * jnp.log(mu))


@jax.jit
def descent_step(params, counts, lr=1e-4):
    return params - lr * jax.grad(nll)(params, counts)


def make_counts(seed):
    rng = np.random.default_rng(seed)
    return jnp.asarray(rng.poisson(3.0 * np.exp(0.08 * np.arange(N_DAYS))).astype(np.float32))


if __name__ == "__main__":
    train, held_out = make_counts(0), make_counts(1)
    params = jnp.array([0.5, jnp.log(0.05)])
    hook = ValidationHook(nll, held_out)
    for step in range(21):
        params = descent_step(params, train)
        if step % 5 == 0:
            print(f"step {step:3d} train nll {float(nll(params, train)):.2f}")
        hook(step, params)
