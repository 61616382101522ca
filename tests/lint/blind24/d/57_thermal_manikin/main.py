import jax.numpy as jnp

from thermal import manikin_trial

# clothing ensembles (thermal resistance m2K/W) tested in the climate chamber
trials = [("base layer", 0.08, 30.0), ("fleece", 0.22, 45.0), ("down parka", 0.55, 60.0),
          ("rain shell", 0.12, 30.0), ("workwear", 0.30, 45.0)]
for name, r_cl, minutes in trials:
    skin, cloth = manikin_trial(jnp.float32(r_cl), jnp.float32(5.0), jnp.float32(60.0), minutes)
    print(f"{name:11s} after {minutes:.0f} min: skin {float(skin):.1f} C, outer {float(cloth):.1f} C")
