import numpy as np
import jax
import jax.numpy as jnp

# radiant slab: slow thermal mass between water loop and room air
UA_SLAB = 0.8
C_SLAB = 40.0
UA_ROOM = 1.5


@jax.jit
def slab_step(t_slab, t_water, t_room):
    q_in = UA_SLAB * (t_water - t_slab)
    q_out = UA_ROOM * (t_slab - t_room)
    return t_slab + (q_in - q_out) / C_SLAB, q_out


rng = np.random.default_rng(0)
water = jnp.asarray(30 + 2 * rng.standard_normal(48), jnp.float32)
room = jnp.asarray(20 + 0.5 * rng.standard_normal(48), jnp.float32)

t_slab = 22.0
delivered = 0.0
for k in range(48):
    t_slab, q = slab_step(t_slab, water[k], room[k])
    delivered += float(q)
print(f"slab temp {float(t_slab):.2f}, delivered {delivered:.1f} kWh")
