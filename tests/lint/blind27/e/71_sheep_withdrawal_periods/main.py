import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def withdrawal_days(dose_mg_kg, half_life_h, mrl_ratio, lactating):
    # days until residue falls below MRL; lactating animals get the milk withdrawal margin
    hours = half_life_h * jnp.log2(dose_mg_kg / mrl_ratio)
    margin = jnp.where(lactating, 1.5, 1.2)
    return jnp.ceil(hours * margin / 24.0)


treatments = [
    ("ewe 231", 10.0, 9.5, 0.05, True),
    ("ram 12", 10.0, 9.5, 0.05, False),
    ("ewe 240", 20.0, 14.0, 0.02, True),
    ("lamb 77", 5.0, 9.5, 0.05, False),
]
for animal, dose, t_half, mrl, lact in treatments:
    d = withdrawal_days(dose, t_half, mrl, lact)
    print(f"{animal}: withhold {int(d)} days")
