import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def odba(acc, remove_gravity):
    static = jnp.mean(acc, axis=0, keepdims=True)
    dyn = jnp.where(remove_gravity, acc - static, acc)
    return jnp.abs(dyn).sum(axis=1).mean()


# tags mounted on the back record gravity; the tail-mounted ones were pre-filtered on board
TAGS = [("T1", True), ("T2", False), ("T3", True), ("T4", False), ("T5", True)]
rng = np.random.default_rng(0)
for tag, on_back in TAGS:
    acc = rng.normal(size=(500, 3)).astype(np.float32) + np.array([0, 0, 1.0 if on_back else 0.0], np.float32)
    print(tag, round(float(odba(acc, on_back)), 3))
