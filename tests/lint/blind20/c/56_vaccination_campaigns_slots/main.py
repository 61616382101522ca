import equinox as eqx
import jax
import jax.numpy as jnp

from campaigns import VaccinationPlan

POP = 1e6


@eqx.filter_jit
def simulate(plan, y0, beta):
    def step(y, t):
        s, i, r, v = y
        doses = jnp.minimum(plan.doses_on(t), s)
        new = beta * s * i / POP
        y = jnp.stack([s - new - doses, i + new - 0.1 * i, r + 0.1 * i, v + doses])
        return y, i
    _, prev = jax.lax.scan(step, y0, jnp.arange(180, dtype=jnp.float32))
    return prev


if __name__ == "__main__":
    y0 = jnp.array([POP - 100.0, 100.0, 0.0, 0.0])
    plan = VaccinationPlan.empty()
    proposals = [(30, 2_000), (60, 5_000), (90, 8_000), (45, 1_000)]
    for slot, (start, doses) in enumerate(proposals):
        plan = plan.add(slot, start, doses)
        prev = simulate(plan, y0, jnp.float32(0.25))
        print(f"{slot + 1} campaigns: peak {float(prev.max()):.0f}")
