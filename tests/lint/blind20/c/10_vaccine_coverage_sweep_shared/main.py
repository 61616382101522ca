import jax
import jax.numpy as jnp

POP = 2e5
BETA = 0.28
GAMMA = 1 / 8


@jax.jit
def simulate(y0, coverage, efficacy):
    protected = coverage * efficacy

    def step(y, _):
        s, i, r = y
        infect = BETA * (1.0 - protected) * s * i / POP
        rec = GAMMA * i
        y = jnp.stack([s - infect, i + infect - rec, r + rec])
        return y, i

    _, traj = jax.lax.scan(step, y0, None, length=200)
    return traj


if __name__ == "__main__":
    y0 = jnp.array([POP - 50.0, 50.0, 0.0])
    efficacy = jnp.float32(0.85)
    for coverage in (0.0, 0.2, 0.4, 0.6, 0.8):
        traj = simulate(y0, jnp.float32(coverage), efficacy)
        print(f"coverage {coverage:.0%}: peak prevalence {float(traj.max()):.0f}")
