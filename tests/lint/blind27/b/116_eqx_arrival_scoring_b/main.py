import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
from ckpt import load_latest


@eqx.filter_jit
def arrival_scores(model, x):
    return jax.vmap(model)(x)[:, 0]


rng = np.random.default_rng(115)
for cycle in range(5):
    model = load_latest(version=cycle)  # hot-reload the serving model each cycle
    x = rng.normal(size=(24, 5)).astype(np.float32)
    print(cycle, f"{float(arrival_scores(model, x).mean()):.3f}")
