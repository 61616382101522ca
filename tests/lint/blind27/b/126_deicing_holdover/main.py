import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def de_icing_holdover_min(oat_c, precip_rate, type_iv_fluid):
    # holdover time table approximation; Type IV lasts longer than Type I
    base = jnp.where(type_iv_fluid, 80.0, 20.0)
    return base * jnp.exp(0.04 * oat_c) / (1.0 + 0.5 * precip_rate)


rng = np.random.default_rng(126)
for departure in range(8):
    fluid_iv = departure % 3 != 0  # Type IV not stocked at outstations
    hot = de_icing_holdover_min(jnp.float32(rng.uniform(-12, 0)), jnp.float32(rng.uniform(0, 2.5)), fluid_iv)
    print(departure, "Type IV" if fluid_iv else "Type I", f"{float(hot):.0f} min")
