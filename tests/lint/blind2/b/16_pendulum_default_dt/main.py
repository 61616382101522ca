import jax.numpy as jnp

from simulate import simulate


def period_estimate(thetas, dt):
    crossings = jnp.nonzero(jnp.diff(jnp.sign(thetas)) != 0, size=4)[0]
    return float(2 * (crossings[2] - crossings[1]) * dt)


state0 = (jnp.float32(0.3), jnp.float32(0.0))
for length in [0.5, 1.0, 1.5]:
    thetas = simulate(state0, length)
    print(f"L={length}: period~{period_estimate(thetas, 0.01):.3f}s")

# sanity check against the reference run used in the notebook
ref = simulate(state0, 1.0, dt=0.01)
print("max |theta|:", float(jnp.abs(ref).max()))
