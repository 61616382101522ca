import jax
import jax.numpy as jnp

from lab import parse_lab_sheet


@jax.jit
def relative_feed_value(analysis):
    ddm = 88.9 - 0.779 * analysis["adf"]
    dmi = 120.0 / analysis["ndf"]
    rfv = ddm * dmi / 1.29
    # crude energy proxy combining starch and protein
    nel = 0.0245 * ddm - 0.12 + 0.004 * analysis["starch"] + 0.002 * analysis["cp"]
    return rfv, nel


for sample in range(6):
    a = parse_lab_sheet(sample)
    rfv, nel = relative_feed_value(a)
    print(f"sample {sample}: RFV {float(rfv):.0f}, NEL {float(nel):.2f} Mcal/kg")
