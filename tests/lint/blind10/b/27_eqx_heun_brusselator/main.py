import jax.numpy as jnp

from integrator import Brusselator, HeunEuler, adaptive_step


def integrate(t1=5.0, max_attempts=8):
    stepper = HeunEuler(Brusselator(), rtol=1e-3, atol=1e-5, n_accepted=jnp.zeros((), jnp.int32))
    t = jnp.zeros((), jnp.float32)
    y = jnp.array([1.5, 3.0], dtype=jnp.float32)
    dt = jnp.full((), 0.01, jnp.float32)
    for _ in range(max_attempts):
        if float(t) >= t1:
            break
        stepper, t, y, dt = adaptive_step(stepper, t, y, dt)
    return t, y, int(stepper.n_accepted)


if __name__ == "__main__":
    t, y, n = integrate()
    print(f"t={float(t):.3f} y={y} accepted steps={n}")
