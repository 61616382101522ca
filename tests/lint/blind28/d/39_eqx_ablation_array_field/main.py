import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from model import EnergyBalance


@eqx.filter_jit
def daily_melt(model, forcing):
    return jax.vmap(model)(forcing["sw"], forcing["lw"], forcing["t_air"], forcing["wind"])


rng = np.random.default_rng(9)
base = EnergyBalance(eqx.nn.Linear(2, 1, key=jax.random.PRNGKey(1)), jnp.float32(0.6))
forcing = {k: jnp.asarray(v, jnp.float32) for k, v in {
    "sw": rng.uniform(150, 350, 30), "lw": rng.uniform(260, 320, 30),
    "t_air": rng.normal(2.0, 2.0, 30), "wind": rng.uniform(1, 8, 30)}.items()}
# albedo from MODIS for successive 8-day composites over the ablation zone
for alb in [0.72, 0.65, 0.58, 0.49, 0.45]:
    model = eqx.tree_at(lambda m: m.albedo, base, jnp.asarray(alb, jnp.float32))
    melt = daily_melt(model, forcing)
    print(f"albedo {alb:.2f}: mean melt {float(melt.mean()):.1f} mm w.e./day")
