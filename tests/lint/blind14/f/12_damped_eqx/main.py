import equinox as eqx
import jax
import jax.numpy as jnp
from model import Oscillator


@eqx.filter_jit
def simulate(osc, y0, dt):
    def body(y, _):
        y = y + dt * osc(y)
        return y, y[0]
    _, xs = jax.lax.scan(body, y0, None, length=100)
    return xs


y0 = jnp.array([1.0, 0.0])
for c in [0.0, 0.1, 0.2, 0.4]:
    osc = Oscillator(k=jnp.float32(2.0), damping=jnp.float32(c))
    xs = simulate(osc, y0, jnp.float32(0.05))
    print(c, float(xs[-1]))
