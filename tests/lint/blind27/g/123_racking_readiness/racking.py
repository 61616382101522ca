import jax
import jax.numpy as jnp


def initial_clarity(turbidity_ntu):
    # 1 where the barrel is already bright, 0 otherwise
    return jnp.where(turbidity_ntu < 5.0, 1.0, 0.0)


@jax.jit
def settle_week(clarity, turbidity, settling_rate):
    turbidity = turbidity * jnp.exp(-settling_rate * 7.0)
    clarity = jnp.maximum(clarity, (turbidity < 5.0).astype(jnp.float32))
    return clarity, turbidity
