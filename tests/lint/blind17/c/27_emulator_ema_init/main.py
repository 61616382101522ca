import jax
import jax.numpy as jnp

from train import init_state, train_step

WARMUP = 3

key = jax.random.PRNGKey(0)
forcing = jax.random.normal(key, (64, 4))
temp = (forcing @ jnp.array([[0.8], [0.3], [-0.2], [0.05]])) ** 2

state = init_state(jax.random.PRNGKey(1), 4, 16)
for step in range(8):
    state, loss = train_step(state, forcing, temp, WARMUP)
    print(step, float(loss), int(state["step"]))
