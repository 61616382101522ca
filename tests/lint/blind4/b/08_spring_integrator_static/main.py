from functools import partial

import jax
import jax.numpy as jnp


class SymplecticEuler:
    def __init__(self, dt):
        self.dt = dt

    def __call__(self, q, p, force):
        p = p + self.dt * force(q)
        return q + self.dt * p, p


def spring_force(q, k=4.0):
    return -k * q


@partial(jax.jit, static_argnames=("integrator", "n_steps"))
def rollout(q0, p0, integrator, n_steps=20):
    def body(carry, _):
        q, p = integrator(*carry, spring_force)
        return (q, p), q
    _, traj = jax.lax.scan(body, (q0, p0), None, length=n_steps)
    return traj


def main():
    q0 = jnp.linspace(-1.0, 1.0, 4)
    p0 = jnp.zeros(4)
    for trial in range(5):
        traj = rollout(q0, p0, integrator=SymplecticEuler(dt=0.05))
        q0 = traj[-1]
        print(f"trial {trial}: amplitude {float(jnp.max(jnp.abs(traj))):.4f}")


if __name__ == "__main__":
    main()
