import jax
import jax.numpy as jnp

WARMUP = 4
BASE_LR = 0.1


def rosenbrock(p):
    x, y = p[0], p[1]
    return (1.0 - x) ** 2 + 100.0 * (y - x**2) ** 2


@jax.jit
def scaled_step(p, scale):
    g = jax.grad(rosenbrock)(p)
    g = g / jnp.maximum(1.0, jnp.linalg.norm(g))
    return p - BASE_LR * scale * g, rosenbrock(p)


def optimise(n_steps=8):
    p = jnp.array([-1.0, 1.5])
    for step in range(n_steps):
        warm = min(1, step / WARMUP)
        p, f = scaled_step(p, jnp.asarray(warm, dtype=jnp.float32))
        print(f"step {step}: warm={warm} f={float(f):.4f}")
    return p


if __name__ == "__main__":
    optimise()
