import jax.numpy as jnp

from domain import FlowlineDomain
from invert import friction_update

dom = FlowlineDomain()
log_c = jnp.float32(jnp.log(2500.0))
for year in range(6):
    # ice thins by 40 m/a: grounding line retreats
    dom.thickness = dom.thickness - 40.0
    h, bed, u_obs = dom.grounded_obs
    for it in range(10):
        log_c, loss = friction_update(log_c, h, bed, u_obs)
    print(f"year {year}: {h.size} grounded nodes, C = {float(jnp.exp(log_c)):.0f}, misfit {float(loss):.2f}")
