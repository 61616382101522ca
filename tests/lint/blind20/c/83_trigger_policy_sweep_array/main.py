import equinox as eqx
import jax
import jax.numpy as jnp

from policies import threshold_policy

POP = 1e5


@eqx.filter_jit
def run_with_policy(y0, beta, trigger, strength):
    def step(y, _):
        s, i, r = y
        contact = threshold_policy(i / POP, trigger, strength)
        new = beta * contact * s * i / POP
        y = jnp.stack([s - new, i + new - 0.1 * i, r + 0.1 * i])
        return y, contact < 1.0
    y, restricted = jax.lax.scan(step, y0, None, length=300)
    return y[2], restricted.sum()


if __name__ == "__main__":
    y0 = jnp.array([POP - 10.0, 10.0, 0.0])
    strength = jnp.float32(0.6)
    for trigger in (0.001, 0.005, 0.01, 0.02, 0.05):
        attack, days = run_with_policy(y0, jnp.float32(0.3), jnp.float32(trigger), strength)
        print(f"trigger {trigger:.3f}: attack {float(attack) / POP:.3f}, restricted days {int(days)}")
