import jax.numpy as jnp

from model import TwoNodeRC
from sim import simulate_day

ts = jnp.linspace(0.0, 24.0, 97)
model = TwoNodeRC(r_wall=jnp.array(1.2), r_win=jnp.array(3.0), c_air=jnp.array(2.0), c_wall=jnp.array(20.0))
y0 = jnp.array([20.0, 18.0])

for q in [0.0, 2.0, 4.0, 6.0]:
    ys = simulate_day(model, y0, jnp.float32(q), ts)
    print(f"q={q} kW -> min air temp {float(ys[:, 0].min()):.2f}")
    y0 = ys[-1]
