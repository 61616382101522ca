import equinox as eqx
import jax.numpy as jnp

from integrator import LotkaVolterra, RK23Stepper, attempt_step


def integrate(t1=3.0, max_attempts=8):
    stepper = RK23Stepper(LotkaVolterra(), rtol=1e-4, atol=1e-6, n_steps=0)
    t, y, dt = jnp.asarray(0.0), jnp.array([10.0, 5.0]), jnp.asarray(0.05)
    for _ in range(max_attempts):
        if float(t) >= t1:
            break
        y, accepted, dt_next = attempt_step(stepper, t, y, dt)
        if bool(accepted):
            t = t + dt
            stepper = eqx.tree_at(lambda s: s.n_steps, stepper, stepper.n_steps + 1)
        dt = dt_next
    return t, y, stepper.n_steps


if __name__ == "__main__":
    t, y, n = integrate()
    print(f"t={float(t):.3f} y={y} accepted steps={n}")
