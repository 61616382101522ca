import jax
import jax.numpy as jnp


@jax.jit
def crack_growth(depth_mm, cycles, c_paris=1e-11, m_paris=3.0):
    def step(a, _):
        dk = 1.12 * 120.0 * jnp.sqrt(jnp.pi * a / 1000.0)
        return a + c_paris * dk ** m_paris * 1e3 * cycles / 10, None
    final, _ = jax.lax.scan(step, depth_mm, None, length=10)
    return final
