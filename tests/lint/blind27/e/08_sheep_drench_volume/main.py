import numpy as np
import jax
import jax.numpy as jnp

# sheep flock drench: weights from the crush scale export (mixed int/float text)
raw = ["52", "61.5", "47", "58.2", "66", "49.9"]
weights = np.array([float(w) for w in raw], dtype=np.float32)
levamisole_mg_per_kg = 7.5
product_mg_per_ml = 30.0


@jax.jit
def drench_volume(w, dose, conc):
    # dose to the heaviest in group is common practice; here per-animal
    return jnp.round(w * dose / conc * 2) / 2


for w in weights:
    print(f"{w:.1f} kg -> {float(drench_volume(w, levamisole_mg_per_kg, product_mg_per_ml)):.1f} mL")
