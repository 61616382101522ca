import jax
import jax.numpy as jnp

from testfuncs import SUITE


def make_adam_minimiser(f, lr=0.05, n_steps=200):
    grad_f = jax.grad(f)

    def run(x0):
        def body(carry, _):
            x, m, v, t = carry
            g = grad_f(x)
            t = t + 1
            m = 0.9 * m + 0.1 * g
            v = 0.999 * v + 0.001 * g**2
            m_hat = m / (1 - 0.9**t)
            v_hat = v / (1 - 0.999**t)
            return (x - lr * m_hat / (jnp.sqrt(v_hat) + 1e-8), m, v, t), None

        init = (x0, jnp.zeros_like(x0), jnp.zeros_like(x0), 0.0)
        (x, _, _, _), _ = jax.lax.scan(body, init, None, length=n_steps)
        return x, f(x)

    run.__name__ = f"minimise_{f.__name__}"
    return jax.jit(run)


def benchmark(dim=4, seed=0):
    x0 = jax.random.uniform(jax.random.PRNGKey(seed), (dim,), minval=-2.0, maxval=2.0)
    results = {}
    for f in SUITE:
        minimise = make_adam_minimiser(f)
        _, fx = minimise(x0)
        results[f.__name__] = float(fx)
    return results


if __name__ == "__main__":
    for name, val in benchmark().items():
        print(f"{name:16s} f* = {val:.4f}")
