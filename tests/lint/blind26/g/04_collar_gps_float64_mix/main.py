import numpy as np
import jax
import jax.numpy as jnp

# daily GPS fixes (x, y in km, local UTM) for several collared deer


def load_day(animal, day):
    rng = np.random.default_rng(100 * animal + day)
    fixes = np.cumsum(rng.normal(scale=0.2, size=(48, 2)), axis=0)
    if day % 2:
        # odd days come from the older collar firmware export, stored as float32
        fixes = fixes.astype(np.float32)
    return fixes


@jax.jit
def movement_summary(fixes):
    steps = jnp.linalg.norm(jnp.diff(fixes, axis=0), axis=1)
    heading = jnp.arctan2(jnp.diff(fixes[:, 1]), jnp.diff(fixes[:, 0]))
    turn = jnp.diff(heading)
    turn = jnp.arctan2(jnp.sin(turn), jnp.cos(turn))
    return steps.sum(), steps.mean(), jnp.abs(turn).mean()


for animal in range(3):
    for day in range(4):
        dist, mean_step, mean_turn = movement_summary(load_day(animal, day))
        print(animal, day, f"{float(dist):.2f} km", f"{float(mean_turn):.2f} rad")
