import jax
import jax.numpy as jnp

N_PHASES = 4
TOTAL_STEPS = 50

@jax.jit
def signal_update(splits, demand, step):
    lr = 0.05 * 0.5 * (1 + jnp.cos(jnp.pi * step / TOTAL_STEPS))
    def delay(s):
        g = jax.nn.softmax(s) * 90.0
        return jnp.sum(demand * (90.0 - g) ** 2 / (2 * 90.0))
    return splits - lr * jax.grad(delay)(splits)

demand = jnp.array([0.4, 0.15, 0.35, 0.1])
splits = jnp.zeros(N_PHASES)
for step in range(TOTAL_STEPS):
    splits = signal_update(splits, demand, step)
print(jnp.round(jax.nn.softmax(splits) * 90.0, 1))
