import equinox as eqx
import jax
import jax.numpy as jnp

from model import SpringSystem, rollout


def next_dt(dt, accepted):
    return dt * 1.25 if accepted else dt * 0.5


def main():
    key = jax.random.PRNGKey(0)
    n = 32
    system = SpringSystem(
        stiffness=jax.random.uniform(key, (n,), minval=1.0, maxval=4.0),
        damping=jnp.full((n,), 0.1),
        dt=0.01,
    )
    x = jnp.ones((n,))
    v = jnp.zeros((n,))
    decisions = [True, True, False, True, True, False]
    for it, accepted in enumerate(decisions):
        x, v, trace = rollout(system, x, v)
        system = eqx.tree_at(lambda s: s.dt, system, next_dt(system.dt, accepted))
        print(f"chunk {it} dt={system.dt:.5f} energy={float(trace[-1]):.4f}")


if __name__ == "__main__":
    main()
