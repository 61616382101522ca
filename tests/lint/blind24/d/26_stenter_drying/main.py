import jax.numpy as jnp

from dryer import stenter_profile

params = {"h": jnp.float32(0.08), "k": jnp.float32(0.02)}
# line settings tried on the stenter frame: (air temperature C, dwell time s)
settings = [(150.0, 40.0), (170.0, 30.0), (180.0, 25.0), (160.0, 35.0), (190.0, 20.0)]
for air, dwell in settings:
    moisture, temp = stenter_profile(air, dwell, params)
    print(f"{air:.0f}C/{dwell:.0f}s -> residual moisture {float(moisture[-1]):.3f}, fabric {float(temp[-1]):.0f}C")
